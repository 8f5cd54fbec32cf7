#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The HTML report's inline style sheet and filter script: nothing is fetched, so the page
/// works offline, from a CI artifact and under a strict content policy for network use.
enum HTMLAssets {
  /// Light and dark colours, the findings, the excerpts and the flow diagrams.
  static let style = """
    :root { color-scheme: light dark; --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0;
      --panel: #f6f8fa; --error: #cf222e; --warning: #9a6700; --note: #0969da; --hl: #cf222e;
      --hl-bg: #ffebe9; --mark: #fff1a8; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
        --error: #ff7b72; --warning: #d29922; --note: #4493f8; --hl: #ff7b72; --hl-bg: #4b1113; --mark: #5c4a00; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; color: var(--fg); background: var(--bg);
      font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
    header, nav, main { max-width: 1120px; margin: 0 auto; padding: 0 24px; }
    header { padding-top: 16px; }
    h1 { font-size: 22px; margin: 8px 0 4px; }
    h2 { font-size: 18px; border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 32px; }
    h3 { font-size: 15px; margin: 20px 0 8px; }
    a { color: var(--note); }
    code, pre, .loc { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 12.5px; }
    .summary { color: var(--muted); margin: 0 0 12px; }
    .count, .root, .title { color: var(--muted); font-weight: normal; }
    .count { font-size: 12px; }
    nav { border-bottom: 1px solid var(--line); padding-top: 8px; padding-bottom: 4px; }
    nav[hidden], [hidden] { display: none !important; }
    fieldset { border: 0; margin: 0 0 6px; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
    legend { float: left; font-weight: 600; margin-right: 10px; }
    nav p { margin: 4px 0; color: var(--muted); }
    .sev { display: inline-block; min-width: 64px; text-align: center; border-radius: 10px; padding: 0 8px;
      font-size: 12px; font-weight: 600; color: #ffffff; }
    .sev-error.sev { background: var(--error); } .sev-warning.sev { background: var(--warning); }
    .sev-note.sev { background: var(--note); }
    .finding { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 10px 0;
      background: var(--bg); }
    .finding:target { outline: 2px solid var(--note); }
    .finding .head { margin: 0; }
    .finding .loc { color: var(--fg); margin-left: 6px; }
    .message { margin: 6px 0; }
    pre.excerpt { background: var(--panel); border-radius: 6px; padding: 8px 0; overflow-x: auto; tab-size: 4;
      margin: 8px 0; }
    pre.excerpt .line { display: inline-block; min-width: 100%; padding: 0 12px 0 0; }
    pre.excerpt .hit { background: var(--hl-bg); }
    pre.excerpt .no { display: inline-block; width: 56px; padding-right: 12px; text-align: right; color: var(--muted);
      user-select: none; }
    pre.excerpt mark { background: var(--mark); color: inherit; border-bottom: 2px solid var(--hl); }
    details.related ul, ol.steps { margin: 4px 0; padding-left: 24px; }
    ol.steps .event { color: var(--hl); font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; }
    figure.flow { margin: 10px 0; overflow-x: auto; }
    figure.flow figcaption { color: var(--muted); font-size: 12px; }
    svg.flow { display: block; }
    svg.flow text { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 12px;
      fill: var(--fg); }
    svg.flow .state rect { fill: var(--bg); stroke: var(--muted); stroke-width: 1.2; }
    svg.flow .state.on-path rect { stroke: var(--hl); stroke-width: 2; }
    svg.flow .state.problem rect { fill: var(--hl-bg); stroke-width: 3; }
    svg.flow .state.gap rect { stroke-dasharray: 4 3; }
    svg.flow .action { fill: var(--muted); font-size: 11px; }
    svg.flow .edge { fill: none; stroke: var(--muted); stroke-width: 1.2; }
    svg.flow .edge.on-path { stroke: var(--hl); stroke-width: 2.5; }
    svg.flow .edge.gap { stroke-dasharray: 5 4; }
    svg.flow .head { fill: var(--muted); }
    svg.flow .head.hl { fill: var(--hl); }
    svg.flow .event { font-size: 11px; fill: var(--muted); paint-order: stroke; stroke: var(--bg); stroke-width: 4px;
      stroke-linejoin: round; }
    svg.flow .event .on-path { fill: var(--hl); font-weight: 700; }
    svg.flow .badge rect { fill: var(--hl); }
    svg.flow .badge text { fill: #ffffff; font-size: 10px; font-weight: 700; }
    svg.flow .start { fill: var(--fg); }
    .none { font-size: 16px; margin: 24px 0; }

    """

  /// Shows the filter bar and hides the findings, rules and apps the filters leave out.
  static let script = """
    (function () {
      'use strict';
      var nav = document.getElementById('filters');
      if (!nav) { return; }
      var boxes = Array.prototype.slice.call(nav.querySelectorAll('input[type=checkbox]'));
      var findings = Array.prototype.slice.call(document.querySelectorAll('article.finding'));
      var sections = Array.prototype.slice.call(document.querySelectorAll('section.rule, section.app'));
      var shown = document.getElementById('shown');
      function apply() {
        var wanted = { severity: Object.create(null), rule: Object.create(null) };
        boxes.forEach(function (box) { if (box.checked) { wanted[box.name][box.value] = true; } });
        var count = 0;
        findings.forEach(function (finding) {
          var visible = wanted.severity[finding.getAttribute('data-severity')] === true &&
            wanted.rule[finding.getAttribute('data-rule')] === true;
          finding.hidden = !visible;
          if (visible) { count += 1; }
        });
        sections.forEach(function (section) {
          section.hidden = section.querySelector('article.finding:not([hidden])') === null;
        });
        shown.textContent = 'Showing ' + count + ' of ' + findings.length + ' findings.';
      }
      boxes.forEach(function (box) { box.addEventListener('change', apply); });
      document.getElementById('show-all').addEventListener('click', function () {
        boxes.forEach(function (box) { box.checked = true; });
        apply();
      });
      nav.hidden = false;
      apply();
    })();

    """
}
