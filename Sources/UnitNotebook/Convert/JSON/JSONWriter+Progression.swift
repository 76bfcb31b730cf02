/// A line's rules in Unit's JSON (docs/json.md, "progression"): each key
/// only when the line writes it.
extension JSONWriter {
  /// `{"movesTrainingMax": true, "tiers": [{"step": 10, "stepUnit": "lb", "reps": 4}], …}`
  mutating func appendProgression(_ r: Progression) {
    var first = true
    func key(_ w: inout JSONWriter, _ name: StaticString) {
      w.out.append(ascii: first ? "{\"" : ", \"")
      w.out.append(ascii: name)
      w.out.append(ascii: "\": ")
      first = false
    }
    if r.movesTrainingMax {
      key(&self, "movesTrainingMax")
      out.append(ascii: "true")
    }
    if let n = r.repStep {
      key(&self, "repStep")
      out.appendInt(n)
    }
    if !r.tiers.isEmpty {
      key(&self, "tiers")
      appendList(r.tiers) { w, t in w.appendTier(t) }
    }
    if let f = r.failure {
      key(&self, "failure")
      appendFailure(f)
    }
    if !r.stages.isEmpty {
      key(&self, "stages")
      appendList(r.stages) { w, stage in w.appendList(stage) { w2, g in w2.appendScheme(g) } }
    }
    if let reset = r.reset {
      key(&self, "then")
      switch reset {
      case .step(let s):
        out.append(UInt8(ascii: "{"))
        appendWithUnit("step", s.value, s.unit.rawValue)
      case .test(let reps, let pct):
        out.append(ascii: "{\"percent\": ")
        out.appendDecimal(pct)
        out.append(ascii: ", \"testReps\": ")
        out.appendInt(reps)
      }
      out.append(UInt8(ascii: "}"))
    }
    if let t = r.test {
      key(&self, "test")
      out.appendInt(t)
    }
    if let w = r.round {
      key(&self, "round")
      out.appendDecimal(w.value)
      out.append(ascii: ", \"roundUnit\": \"")
      out.append(w.unit.rawValue)
      out.append(UInt8(ascii: "\""))
    }
    if let role = r.role {
      key(&self, "role")
      out.appendJSONString(role)
    }
    out.append(ascii: first ? "{}" : "}")
  }

  private mutating func appendList<T>(_ items: [T], _ item: (inout JSONWriter, T) -> Void) {
    out.append(UInt8(ascii: "["))
    for (k, x) in items.enumerated() {
      if k > 0 { out.append(ascii: ", ") }
      item(&self, x)
    }
    out.append(UInt8(ascii: "]"))
  }

  private mutating func appendTier(_ t: StepTier) {
    out.append(UInt8(ascii: "{"))
    appendWithUnit("step", t.step.value, t.step.unit.rawValue)
    out.append(ascii: ", \"reps\": ")
    out.appendInt(t.reps)
    if t.total { out.append(ascii: ", \"total\": true") }
    out.append(UInt8(ascii: "}"))
  }

  private mutating func appendFailure(_ f: FailureRule) {
    out.append(UInt8(ascii: "{"))
    switch f.amount {
    case .percent(let p):
      out.append(ascii: "\"percent\": ")
      out.appendDecimal(p)
    case .weight(let w):
      out.append(ascii: "\"weight\": ")
      out.appendDecimal(w.value)
      out.append(ascii: ", \"unit\": \"")
      out.append(w.unit.rawValue)
      out.append(UInt8(ascii: "\""))
    case .steps(let n):
      out.append(ascii: "\"steps\": ")
      out.appendInt(n)
    }
    switch f.count {
    case .sessions(1): break
    case .sessions(let n):
      out.append(ascii: ", \"after\": ")
      out.appendInt(n)
    case .cycle: out.append(ascii: ", \"cycle\": true")
    }
    out.append(UInt8(ascii: "}"))
  }

  private mutating func appendScheme(_ g: SetScheme) {
    out.append(ascii: "{\"sets\": ")
    out.appendInt(g.sets)
    out.append(ascii: ", \"reps\": ")
    out.appendInt(g.reps)
    if g.amrap { out.append(ascii: ", \"amrap\": true") }
    out.append(UInt8(ascii: "}"))
  }
}
