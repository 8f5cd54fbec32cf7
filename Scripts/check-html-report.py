#!/usr/bin/env python3
"""Checks permlint's HTML report in a real browser (headless Chromium) and with a validator.

Usage: Scripts/check-html-report.py PERMLINT_BINARY OUTPUT_DIRECTORY

From the repository root it writes two reports: examples/broken-rider (the flow diagram) and
the `suppressions` fixture (many rules, all three severities). For each page it checks:
- HTML Tidy reports no error and no warning;
- Chromium renders it with no console output and no script error, and fetches nothing;
- the filters work: a scripted click on a severity or rule checkbox hides exactly the
  findings it should (as rendered, not only as attributes) and "Show all" brings them back.
Then it takes a screenshot of the broken-rider page, whose flow diagram is in view, to
OUTPUT_DIRECTORY/broken-rider.png, and checks that the highlighted path is drawn in it.

Exit status 0 when every check passes, 1 when one fails, 77 when Chromium or tidy is not
installed (Scripts/setup.sh installs both on Debian).
"""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HIGHLIGHT = (0xCF, 0x22, 0x2E)  # --hl in the light theme

# Runs before the page's own script: records script errors and console.error calls.
CAPTURE = (
    "<script>window.__errors=[];window.addEventListener('error',function(e){"
    "window.__errors.push(String(e.message));});(function(){var original=console.error;"
    "console.error=function(){window.__errors.push(Array.prototype.join.call(arguments,' '));"
    "original.apply(console,arguments);};})();</script>"
)

# Runs after the page's script: clicks the filters and records what is rendered.
SELF_CHECK = r"""<script>
(function () {
  function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
  function rendered(element) { return element.offsetParent !== null; }
  function visible() { return all('article.finding').filter(rendered).length; }
  var result = { total: all('article.finding').length, steps: [] };
  result.filtersShown = rendered(document.querySelector('#filters fieldset'));
  result.initial = visible();
  var errors = all('article.finding[data-severity=error]').length;
  var errorBox = document.querySelector('#filters input[name=severity][value=error]');
  errorBox.click();
  result.steps.push({ what: 'error unticked', visible: visible(), expected: result.total - errors,
    shown: document.getElementById('shown').textContent });
  errorBox.click();
  result.steps.push({ what: 'error ticked again', visible: visible(), expected: result.total });
  var rules = all('#filters input[name=rule]');
  var kept = rules[0].value;
  rules.slice(1).forEach(function (box) { box.click(); });
  var keptCount = all('article.finding').filter(function (f) { return f.getAttribute('data-rule') === kept; }).length;
  var otherSections = all('section.rule').filter(function (s) { return s.getAttribute('data-rule') !== kept; });
  result.steps.push({ what: 'only rule ' + kept, visible: visible(), expected: keptCount,
    otherRuleSectionsRendered: otherSections.filter(rendered).length });
  document.getElementById('show-all').click();
  result.steps.push({ what: 'show all', visible: visible(), expected: result.total });
  result.resources = performance.getEntriesByType('resource').map(function (r) { return r.name; });
  result.errors = window.__errors;
  document.body.setAttribute('data-self-check', JSON.stringify(result));
})();
</script>"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def browser(binary, profile, *arguments):
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--no-first-run", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0",
               "--host-resolver-rules=MAP * ~NOTFOUND"] + list(arguments)
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def console_lines(stderr):
    return [line for line in stderr.splitlines() if ":CONSOLE" in line]


def pixels(png):
    """(width, height, rows of RGB tuples) of an 8-bit RGB or RGBA PNG."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, data, header = 8, b"", None
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        body = png[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            data += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError("unsupported PNG layout")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(data)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return width, height, rows


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    permlint, output = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    browser_binary, tidy = chromium(), shutil.which("tidy")
    if not browser_binary or not tidy:
        print("SKIP: " + ("Chromium" if not browser_binary else "HTML Tidy")
              + " is not installed; Scripts/setup.sh installs chromium and tidy on Debian")
        return 77
    os.makedirs(output, exist_ok=True)
    failures = []
    pages = {
        "broken-rider": "examples/broken-rider",
        "suppressions": "Tests/PermlintCLITests/Fixtures/suppressions",
    }
    with tempfile.TemporaryDirectory() as scratch:
        for name, path in pages.items():
            page = os.path.join(output, name + ".html")
            run = subprocess.run([permlint, path, "--report", "html=" + page, "--quiet"], cwd=root,
                                 capture_output=True, text=True)
            if run.returncode not in (0, 1) or not os.path.exists(page):
                failures.append(f"{name}: permlint exited {run.returncode}: {run.stderr.strip()}")
                continue
            # The validator: no error and no warning.
            checked = subprocess.run([tidy, "-q", "-e", "-utf8", page], capture_output=True, text=True)
            if checked.returncode != 0 or checked.stderr.strip():
                failures.append(f"{name}: tidy ({checked.returncode}): {checked.stderr.strip()}")
            # The page as it is: no console output at all (it logs nothing, so any is an error).
            plain = browser(browser_binary, os.path.join(scratch, name + "-plain"), "--dump-dom",
                            "file://" + page)
            if plain.returncode != 0 or "article" not in plain.stdout and name != "clean":
                failures.append(f"{name}: Chromium did not render the page: {plain.stderr[-2000:]}")
            for line in console_lines(plain.stderr):
                failures.append(f"{name}: console: {line}")
            # The filters, clicked by a script.
            with open(page, encoding="utf-8") as file:
                html = file.read()
            probe = os.path.join(scratch, name + "-probe.html")
            with open(probe, "w", encoding="utf-8") as file:
                file.write(html.replace("<head>", "<head>" + CAPTURE, 1).replace("</body>", SELF_CHECK + "</body>", 1))
            dumped = browser(browser_binary, os.path.join(scratch, name + "-probe"), "--dump-dom", "file://" + probe)
            marker = 'data-self-check="'
            start = dumped.stdout.find(marker)
            if start < 0:
                failures.append(f"{name}: the self-check did not run: {dumped.stderr[-2000:]}")
                continue
            end = dumped.stdout.find('"', start + len(marker))
            text = dumped.stdout[start + len(marker):end]
            for entity, character in (("&quot;", '"'), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")):
                text = text.replace(entity, character)
            result = json.loads(text)
            print(f"{name}: {json.dumps(result)}")
            if result["errors"]:
                failures.append(f"{name}: script errors: {result['errors']}")
            if result["resources"]:
                failures.append(f"{name}: the page fetched {result['resources']}")
            if not result["filtersShown"]:
                failures.append(f"{name}: the filters are not shown")
            if result["total"] == 0 or result["initial"] != result["total"]:
                failures.append(f"{name}: {result['initial']} of {result['total']} findings shown at first")
            for step in result["steps"]:
                if step["visible"] != step["expected"] or step.get("otherRuleSectionsRendered", 0):
                    failures.append(f"{name}: filter step {step}")
            if not result["steps"][0]["shown"].startswith("Showing "):
                failures.append(f"{name}: no count of the findings shown")
        # The screenshot of the broken-rider flow diagram.
        shot = os.path.join(output, "broken-rider.png")
        taken = browser(browser_binary, os.path.join(scratch, "shot"), "--window-size=1200,1100",
                        "--screenshot=" + shot, "file://" + os.path.join(output, "broken-rider.html"))
        if taken.returncode != 0 or not os.path.exists(shot):
            failures.append(f"screenshot failed: {taken.stderr[-2000:]}")
        else:
            with open(shot, "rb") as file:
                width, height, rows = pixels(file.read())
            red = sum(1 for row in rows for pixel in row
                      if all(abs(a - b) <= 24 for a, b in zip(pixel, HIGHLIGHT)))
            print(f"screenshot {shot}: {width}x{height}, {red} highlight pixels")
            if red < 1500:
                failures.append(f"the screenshot shows {red} highlight pixels: is the path drawn?")
    for failure in failures:
        print("FAIL: " + failure)
    print("html report check: " + ("FAILED" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
