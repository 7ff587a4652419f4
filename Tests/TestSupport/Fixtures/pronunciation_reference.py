"""Two pronunciation tools nobody at wordquiz wrote, as a test's reference: g2pK and ko-pron
(PyPI, installed by scripts/test into .build/pronunciation-venv; never run by wordquiz).

Reads one text a line on standard input and writes `text<TAB>g2pK<TAB>ko-pron` for each:
g2pK's prescriptive output, run 어절 by 어절 as wordquiz pronounces a phrase, and ko-pron's
phonetic Hangul, its free variants joined by `/`.
"""
import sys
import types

# g2pK loads NLTK's CMU dictionary for English words, which would be downloaded: the texts
# here are Hangul, so an empty one stands in and nothing is fetched.
import nltk
import nltk.corpus

nltk.data.find = lambda *args, **kwargs: None
nltk.corpus.cmudict = types.SimpleNamespace(dict=lambda: {})

import ko_pron  # noqa: E402
from g2pk import G2p  # noqa: E402

g2p = G2p()
for line in sys.stdin:
    text = line.rstrip("\n")
    if not text:
        continue
    by_g2pk = " ".join(g2p(word, descriptive=False, group_vowels=False) for word in text.split(" "))
    try:
        by_ko_pron = ko_pron.romanise(text, "ph").replace(" ~ ", "/")
    except Exception:  # a text ko-pron cannot read is no answer, not a failure of the run
        by_ko_pron = ""
    print(f"{text}\t{by_g2pk}\t{by_ko_pron}")
