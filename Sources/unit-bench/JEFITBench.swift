import UnitNotebook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `unit-bench --jefit YEARS`: a JEFIT export of YEARS years of training,
/// generated deterministically, imported in-process and by `unit import`
/// (docs/performance.md, "Importing a JEFIT export").
///
/// The shape follows the one real export whose counts are known (a private
/// export a third-party importer's plan quotes: 21 workouts, 89 exercise
/// logs, 248 set logs: 4.2 exercises a workout, 2.8 sets an exercise),
/// made heavier: four workouts a week, five exercises a workout, four sets
/// an exercise, every set again in EXERCISE SET LOGS (in pounds), a note
/// about one workout in ten, the SETTING, ROUTINES and CARDIO LOGS sections.
enum JEFITBench {
  static let exercises: [(name: String, lo: Int, hi: Int)] = [
    ("Barbell Squat", 60, 180), ("Barbell Bench Press", 40, 140), ("Barbell Deadlift", 80, 220),
    ("Barbell Shoulder Press", 30, 80), ("Chin-Up", 0, 0), ("Machine Assisted Pull-Up", 10, 40),
    ("Barbell Bent Over Row", 40, 120), ("Cable Lat Pulldown", 30, 90), ("Dumbbell Bicep Curl", 8, 24),
    ("Leg Press", 80, 300), ("Dumbbell Lateral Raise", 4, 16), ("Barbell Romanian Deadlift", 60, 160),
  ]

  static func banner(_ name: String) -> String {
    let s = "### " + name + " "
    return s + String(repeating: "#", count: max(0, 54 - s.count))
  }

  /// The export's text: `years` years from 2016-01-04, four workouts a week.
  static func export(years: Int) -> [UInt8] {
    var random = BenchRandom(seed: 2026)
    func int(_ lo: Int, _ hi: Int) -> Int { lo + Int(random.next() % UInt64(hi - lo + 1)) }
    var sessions =
      "rowid,_id,USERID,edit_time,day_id,total_time,workout_time,rest_time,wasted_time,total_exercise,total_weight,recordbreak,starttime,endtime,workout_mode,TIMESTAMP,calories\n"
    var logs =
      "USERID,TIMESTAMP,belongSys,logs,_id,record,mydate,eid,ename,day_item_id,belongsession,logTime,interval_logs,auto_generated\n"
    var setLogs = "_id,userid,exercise_log_id,set_index,weight_lbs,reps,calories,distance_mi,speed_mph,laps,duration\n"
    var notes =
      "row_id,TIMESTAMP,USERID,_id,eid,belongSys,mynote,title,mydate,logTime,label,bodypart,is_recovered,type\n"
    let first = LocalDate(year: 2016, month: 1, day: 4) ?? LocalDate.minimum
    var logID = 0
    var setID = 0
    for week in 0..<(years * 52) {
      for day in [0, 1, 3, 4] {
        guard let date = first.adding(days: week * 7 + day) else { continue }
        let start = Int(date.daysSinceEpoch) * 86_400 + 17 * 3600 + int(0, 3600)
        let length = 3000 + int(0, 1800)
        sessions +=
          "\(90_000_000 + week * 4 + day),\(start),5550101,\(start + length),\(day),\(length),\(length - 900),800,100,5,0,0,\(start),\(start + length),0,\"\(date) 20:00:00\",\(int(200, 500))\n"
        for k in 0..<5 {
          let e = exercises[(week * 5 + day * 3 + k) % exercises.count]
          logID += 1
          var cells: [String] = []
          for s in 0..<4 {
            let w = e.hi == 0 ? 0 : e.lo + (e.hi - e.lo) * (week % 52) / 52 + int(0, 2) * 5 / 2
            let r = s == 0 ? 10 : int(5, 8)
            cells.append("\(w)x\(r)")
            setID += 1
            setLogs += "\(setID),5550101,\(logID),\(s),\(Double(w) / 0.45359237),\(r),0,0,0,0,0\n"
          }
          logs +=
            "5550101,\"\(date) 20:00:00\",1,\"\(cells.joined(separator: ","))\",\(logID),0.00,\(date),\(k + 1),\"\(e.name)\",0,\(start),\(start + 600 * k),,0\n"
          if int(0, 49) == 0 {
            notes +=
              "\(logID),\"\(date) 20:00:00\",5550101,\(logID),\(k + 1),1,\"Felt \(["heavy", "easy", "good, \"\"fast\"\""][int(0, 2)])\",\"\(e.name)\",\(date),\(start),0,-1,0,0\n"
          }
        }
      }
    }
    var out =
      banner("SETTING") + "\n\nrow_id,USERID,TIMESTAMP,gender,mass\n1,5550101,\"2026-01-01 00:00:00\",F,\" kg\"\n\n"
    out += String(repeating: "#", count: 54) + "\n\n"
    out +=
      banner("ROUTINES")
      + "\n\nrow_id,USERID,TIMESTAMP,_id,name,dayaweek,description\n1,5550101,\"2016-01-01 00:00:00\",1,\"Upper Lower\",4,\"Four days.\n\nDeload every fifth week.\"\n\n"
    out += String(repeating: "#", count: 54) + "\n\n"
    for (name, table) in [
      ("WORKOUT SESSIONS", sessions), ("EXERCISE LOGS", logs), ("EXERCISE SET LOGS", setLogs), ("NOTES", notes),
    ] {
      out += banner(name) + "\n\n" + table + "\n" + String(repeating: "#", count: 54) + "\n\n"
    }
    return Array(out.utf8)
  }

  /// Generates, imports in-process (median of `runs`), and times `unit
  /// import FILE` (the command's wall time and peak memory).
  static func run(years: Int, runs: Int, dataDir: String, unit: String) {
    let bytes = export(years: years)
    _ = mkdir(dataDir, 0o755)
    let path = "\(dataDir)/jefit-\(years)y.csv"
    writeFile(path, bytes)
    var times: [Double] = []
    var sessions = 0
    var sets = 0
    for _ in 0..<max(runs, 1) {
      let t0 = now()
      let result = NotebookImporter.read(bytes, as: .jefit)
      times.append(now() - t0)
      sessions = result.notebook?.sessions.count ?? -1
      sets = result.notebook?.sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } } ?? -1
    }
    print("unit-bench: JEFIT export of \(years) years, \(bytes.count) bytes: \(sessions) sessions, \(sets) sets")
    print("| what | time |\n|---|---:|")
    print(String(format: "| NotebookImporter.read (in-process, median of %d) | %.1f ms |", runs, median(times) * 1000))
    if let r = CommandRun.measure([unit, "import", "--utc-offset", "+01:00", path], runs: runs) {
      print(
        String(
          format: "| unit import FILE (wall, median of %d; peak %.0f MB; status %d) | %.1f ms |", runs,
          Double(r.peakBytes) / 1_000_000, r.status, r.seconds * 1000))
    }
  }
}
