import Testing

@testable import UnitCLI

/// Text escaped for HTML and SVG: the five characters as entities, every
/// other character (any script, marks, emoji) as it is.
@Suite struct MarkupTests {
  @Test func theFiveCharactersBecomeEntities() {
    #expect(Markup.escape("Farmer's <walk> & \"carry\"") == "Farmer&#39;s &lt;walk&gt; &amp; &quot;carry&quot;")
    #expect(Markup.escape("Développé couché ✓ 💪 <") == "Développé couché ✓ 💪 &lt;")
    #expect(Markup.escape("&&") == "&amp;&amp;")
  }

  @Test func textWithoutThemIsLeftAsItIs() {
    for s in ["", "Squat", "Жим лёжа", "ベンチプレス", "100kg × 5 ✓ @8"] { #expect(Markup.escape(s) == s) }
  }
}
