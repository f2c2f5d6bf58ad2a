"""gen_corpus.py, run now with mlir-opt and FileCheck 22, writes exactly
the generated corpus that is checked in (corpus/gen/)."""

import filecmp
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKED_IN = os.path.join(os.path.dirname(HERE), "corpus", "gen")


class GenCorpusTest(unittest.TestCase):
    def test_regenerates_the_checked_in_corpus(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "gen")
            r = subprocess.run([sys.executable, os.path.join(HERE, "gen_corpus.py"), "--out", out],
                               capture_output=True, text=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            want = sorted(os.listdir(CHECKED_IN))
            self.assertEqual(sorted(os.listdir(out)), want)
            match, mismatch, errors = filecmp.cmpfiles(CHECKED_IN, out, want, shallow=False)
            self.assertEqual(mismatch + errors, [])
            self.assertGreaterEqual(len(match), 300)


if __name__ == "__main__":
    unittest.main()
