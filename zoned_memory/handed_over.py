"""The user's own words of a message: without the text they hand over for a job, someone else's words they report, or
the fiction they ask for (read by the facts and the boundaries).

A letter to proofread, a line to translate, a message to reply to or summarize speaks for
whoever wrote it: "Proofread this cover letter for my cousin: ... I live in Leeds ..." tells
nothing about the user, and its "I" must not reach the user's global zone (it would be in every
later prompt, and would outdate where the user really lives). Such text is the task's data; the
router reads only the parts between (`own_words`), each statement whole. Handed over, by form:

- quoted, when the quote speaks in the first person ('Translate "I'm allergic to peanuts"',
  把这句话翻译成英文：“我对海鲜过敏”; not "we sign off as 'The CodeSprouts team'");
- after a colon that closes someone else's words reported ("participant 3 says:", 我同事在群里说：), fiction, a
  persona or sample data to write ("Write a short story in first person:", "Create a fake customer persona:",
  "Role-play:", 测试用的用户人设：), or a request for a job on a text: a job done only to texts (proofread,
  translate, summarize, 润色, 翻译, 总结...) or another job (check, reply to, 修改, 回复...) on a
  text named in its sentence (an email, a bio, 这封邮件, 请假条...), or a text presented ("Here's the
  speaker bio ...:", 下面是...请假条): the clause right before the colon must ask it, so "帮我改一下
  简历吧，先说一句：我是左撇子" keeps the fact;
- after the first line, when that line asks such a job on "this" / "the following" / "below"
  ("Can you proofread this cover letter?\\n\\nDear Ms. Patel, I am ...");
- before the last line, when the last line asks such a job on "this" / "it" / "the above" and
  what comes before is a text of some length;
- fenced code.

A request to write from the user's own details ("Write my bio: I'm a personal trainer in
Austin") hands over nothing written: its facts are the user's.

>>> own_words('Translate into German: "I\\'m allergic to peanuts."')
['Translate into German: ']
>>> own_words("Quick context: I'm vegetarian. What's a good main?")
["Quick context: I'm vegetarian. What's a good main?"]
>>> own_words("帮我润色一下这段自我介绍：大家好，我叫王芳，我不吃辣。")
['帮我润色一下这段自我介绍：']
"""

from __future__ import annotations

import re

__all__ = ["handed_over", "own_words"]

#: jobs done only to a text
_TEXT_JOB = re.compile(
    r"\b(?:proof-?read|copy-?edit|re-?write|re-?word|re-?phrase|paraphrase|polish|translate|summari[sz]e|tl;?dr|"
    r"shorten|condense|redraft|spell-?check|turn (?:this|these|it|that) into)|润色|改写|翻译|译成|译为|校对|缩写|精简|概括|总结|摘要|纠错|改错|挑错",
    re.IGNORECASE)
#: jobs done to a text among other things, a text ("this email") named beside them
_WORK_ON = re.compile(
    r"\b(?:edit|improve|fix|correct|check|review|grade|critique|respond to|reply to|answer|analy[sz]e|explain|"
    r"format|tighten|clean up|tidy up|punch up|look over|go over|read over|read through|make|simplify|"
    r"give (?:me )?feedback on|comment on)\b|修改|改一下|改改|改得|改成|检查|看看|看一下|看下|回复|回一下|回个|怎么回|优化|点评|评价|分析|解释|"
    r"读一下|审一下|过一下",
    re.IGNORECASE)
#: a piece of writing
_TEXT = re.compile(
    r"\b(?:e-?mails?|messages?|letters?|texts?|paragraphs?|passages?|posts?|bios?|blurbs?|summary|intro(?:duction)?s?|"
    r"essays?|drafts?|articles?|repl(?:y|ies)|responses?|statements?|stor(?:y|ies)|poems?|speech(?:es)?|scripts?|"
    r"descriptions?|captions?|tweets?|r[eé]sum[eé]s?|cvs?|sentences?|sections?|abstracts?|reviews?|comments?|"
    r"announcements?|docs?|documents?|memos?|copy|wording|grammar|spelling|lyrics|toast|eulogy|vows|listing|"
    r"newsletters?|invitations?|invites?|notices?|complaints?|transcripts?|chapters?|threads?|dms?|cover letter|"
    r"headline|slogan|profile|typos?|spelling mistakes)\b|邮件|文案|段|封|篇|份|条|文章|简历|自我介绍|文字|内容|句|稿|通知|回复|评论|帖子|朋友圈|作文|报告|信|"
    r"请假条|微信|短信|消息|留言|话",
    re.IGNORECASE)
#: a text presented ("Here's the speaker bio ...", 下面是...)
_PRESENTED = re.compile(r"\b(?:here(?:'s| is| are)|below is|this is|the following|as follows)\b|下面是|以下是|这是|如下", re.IGNORECASE)
#: fiction, a persona or sample data to write: what follows its colon is no one real ("Write a short story in first
#: person: I'm a detective ...", "Create a fake customer persona: I'm Maria ...", "Role-play: ...", 帮我编一个测试用的用户人设：...)
_FICTION = re.compile(r"\b(?:stor(?:y|ies)|tales?|poems?|songs?|lyrics|personas?|characters?|role-?play(?:ing)?|scenes?|"
                      r"dialogues?|monologues?|scripts?|skits?|fake|fictional|made-up|mock|dummy|samples?|examples?|templates?|"
                      r"test (?:data|users?|accounts?|profiles?)|first[- ]person)\b|故事|小说|剧本|角色|人设|扮演|虚构|示例|样例|范文|"
                      r"第一人称|测试用", re.IGNORECASE)
#: someone else's words reported before the colon ("participant 3 says:", "my boss wrote:", 我同事在群里说：); not the
#: user's own ("I told him:")
_REPORTED = re.compile(r"\b(?:says|said|writes|wrote|asks|asked|replies|replied|texted|posted|messaged|emailed|tweeted|"
                       r"commented|told me)$|(?:说|写道|写着|问|回复|发来|留言)$", re.IGNORECASE)
_SAID_BY_USER = re.compile(r"^\s*(?:(?:and|so|then)\s+)?i\b|^\s*我(?:就|也|又|还)?(?:说|写|问|回)", re.IGNORECASE)
#: the text pointed at as what follows or what came before
_POINTED_AHEAD = re.compile(r"\b(?:this|these|the following|below|attached)\b|这|以下|下面", re.IGNORECASE)
_POINTED_BACK = re.compile(r"\b(?:this|these|it|that|the above|above)\b|这|上面|以上", re.IGNORECASE)

_QUOTED = re.compile(r"(?<!\w)\"[^\"]+\"|“[^”]+”|(?<!\w)'(?:[^']|(?<=[A-Za-z])'(?=[A-Za-z]))+'(?!\w)|「[^」]+」|『[^』]+』|‘[^’]+’")
#: a quote that speaks in the first person is someone's text ("I'm allergic to peanuts"); one that does not
#: ("sign off as 'The CodeSprouts team'") is part of what the user says, and stays
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|we|we're|our|us)\b|我", re.IGNORECASE)
_OPENS_QUOTE = re.compile(r"^\s*[\"“'‘「『]")
_FENCED = re.compile(r"```.*?(?:```|$)", re.DOTALL)
#: a colon that opens something (not the one of a time, "10:30")
_COLON = re.compile(r"(?<!\d):(?!\d)|：")
#: how many of a message's colons may close its request
_COLONS_READ = 4
_SENTENCE_END = re.compile(r"[.!?。！？\n](?=\s|$)|[。！？\n]")
_CLAUSE_END = re.compile(r"[,;，；、]|\b(?:but|and then|then)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z0-9']+|[\u4e00-\u9fff]")


def _long(text: str) -> bool:
    """Eight words or more, or fifteen Chinese characters: a text of some length."""
    words = _WORD.findall(text)
    return sum(1 for w in words if not ("\u4e00" <= w <= "\u9fff")) >= 8 or \
        sum(1 for w in words if "\u4e00" <= w <= "\u9fff") >= 15


def _asks_text_job(sentence: str, clause: str) -> bool:
    """True if ``clause`` (the sentence's last) asks a job on a text the sentence names."""
    if _TEXT_JOB.search(clause):
        return True
    return bool((_WORK_ON.search(clause) or _PRESENTED.search(clause)) and _TEXT.search(sentence))


def _request_before(text: str, end: int) -> bool:
    """True if the text before ``end`` closes with a request for a job on a text."""
    before = text[:end].rstrip().rstrip("?!.。！？")  # the sentence's own end is not one before it
    starts = [m.end() for m in _SENTENCE_END.finditer(before)]
    sentence = before[starts[-1] if starts else 0:]
    clause = _CLAUSE_END.split(sentence)[-1]
    if _REPORTED.search(clause.strip()) and not _SAID_BY_USER.search(clause):
        return True  # someone else's words
    return _asks_text_job(sentence, clause) or bool(_FICTION.search(sentence))


def _after_request(text: str) -> tuple[int, int] | None:
    """The span of the text handed over after its request: after the first line, before the last
    line, or after a colon (see the module doc)."""
    lines = [(m.start(), m.end()) for m in re.finditer(r"[^\n]*\S[^\n]*", text)]
    if len(lines) >= 2:
        first, last = text[slice(*lines[0])], text[slice(*lines[-1])]
        if _request_before(first, len(first)) and _POINTED_AHEAD.search(first) and not _COLON.search(first):
            return lines[1][0], len(text)
        if _asks_text_job(last, _CLAUSE_END.split(last)[-1]) and _POINTED_BACK.search(last) and \
                _long(text[:lines[-1][0]]):
            return 0, lines[-1][0]
    for n, colon in enumerate(_COLON.finditer(text)):
        if n == _COLONS_READ:
            break  # a request closes with one of its first colons; reading every colon of a pasted table costs n^2
        after = text[colon.end():]
        if after.strip() and not _OPENS_QUOTE.match(after) and _request_before(text, colon.start()):
            return colon.end(), len(text)  # a quote after the colon is judged as a quote
    return None


def handed_over(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` it hands over to work on, in order, not overlapping."""
    spans = [m.span() for m in _FENCED.finditer(text)]
    spans += [m.span() for m in _QUOTED.finditer(text) if _FIRST_PERSON.search(m.group())]
    after = _after_request(text)
    if after is not None:
        spans.append(after)
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def own_words(text: str) -> list[str]:
    """The parts of ``text`` between what it hands over (see the module doc), in order; the whole
    text when it hands over nothing."""
    parts, at = [], 0
    for start, end in handed_over(text):
        parts.append(text[at:start])
        at = end
    parts.append(text[at:])
    return [part for part in parts if part.strip()]
