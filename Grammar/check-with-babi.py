#!/usr/bin/env python3
"""Cross-checks the expected scopes with an independent TextMate engine.

The Swift tests highlight with a tokenizer written for them (ICU regexes).
This runs the same grammar through babi's highlighter (Oniguruma, the engine
of VS Code, Sublime Text and TextMate) over the same files and compares with
Tests/UnitNotebookTests/Fixtures/highlight/*.scopes. Optional, not in CI:

    python3 -m venv /tmp/babi && /tmp/babi/bin/pip install babi
    /tmp/babi/bin/python Grammar/check-with-babi.py
"""
import glob
import os
import shutil
import sys
import tempfile

from babi.highlight import Grammars, highlight_line

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, 'Tests', 'UnitNotebookTests', 'Fixtures')


def lines_of(data):
    """Lines as an editor splits them: no BOM, no CR before LF."""
    if data.startswith(b'\xef\xbb\xbf'):
        data = data[3:]
    lines = data.split(b'\n')
    if len(lines) > 1 and lines[-1] == b'':
        lines.pop()
    return [(l[:-1] if l.endswith(b'\r') else l).decode('utf-8', 'replace') for l in lines]


def render(compiler, path):
    """The golden-file text for one notebook (same format as the Swift tests)."""
    state = compiler.root_state
    out = []
    for i, line in enumerate(lines_of(open(path, 'rb').read())):
        state, regions = highlight_line(compiler, state, line + '\n', first_line=(i == 0))
        merged = []
        for r in regions:
            start, end = r.start, min(r.end, len(line))
            if end <= start:
                continue
            if merged and merged[-1][2] == r.scope and merged[-1][1] == start:
                merged[-1][1] = end
            else:
                merged.append([start, end, r.scope])
        parts = []
        for start, end, scope in merged:
            text = line[start:end].strip(' \t')
            if text:
                scopes = [s for s in scope if s != 'source.unit']
                parts.append(text + ' → ' + (' '.join(scopes) if scopes else '(none)'))
        out.append(' │ '.join(parts))
    return '\n'.join(out) + '\n'


def main():
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(os.path.join(ROOT, 'Grammar', 'unit.tmLanguage.json'), os.path.join(tmp, 'source.unit.json'))
        compiler = Grammars(tmp).compiler_for_scope('source.unit')
        cases = [(p, 'highlight/' + os.path.basename(p)[:-len('.unit')] + '.scopes')
                 for p in sorted(glob.glob(os.path.join(ROOT, 'Samples', '*.unit')))]
        cases += [(p, 'highlight/format-' + os.path.basename(p)[:-len('.input')] + '.scopes')
                  for p in sorted(glob.glob(os.path.join(FIXTURES, 'format', '*.input')))]
        differ = 0
        for source, golden in cases:
            got = render(compiler, source)
            want = open(os.path.join(FIXTURES, golden), encoding='utf-8').read()
            if got != want:
                differ += 1
                print('differs:', golden)
                for a, b in zip(got.split('\n'), want.split('\n')):
                    if a != b:
                        print('  babi:    ', a)
                        print('  expected:', b)
        print('{} files, {} differ'.format(len(cases), differ))
        return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main())
