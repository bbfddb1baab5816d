"""Help asked by telling a trouble, not by asking: a thing of the user's broken or lost, a thing of theirs told and asked
whether it is bad, a trouble that keeps coming back. Read by `rules.unrelated` in an aside, where telling the trouble asks
for help as a question would ("Also, my Garmin watch won't sync").

>>> tells_trouble("my tomato plants have yellow leaves on the bottom, is that bad"), tells_trouble("my plants are tomatoes")
(True, False)
>>> without_whose("她最近晚上老是睡不着")
'最近晚上老是睡不着'
"""

from __future__ import annotations

import re

__all__ = ["OWN_TROUBLE", "tells_trouble", "without_whose"]

#: a thing of the user's broken or lost, told first ("我手机屏幕碎了，附近哪里可以修", "My phone screen cracked, anywhere nearby to fix
#: it?", "my Garmin watch won't sync"): what is near is near the user, and told in an aside it asks for help
OWN_TROUBLE = re.compile(r"^(?:(?:对了|还有|另外)[，,]?\s*)?我(?:的)?[\u4e00-\u9fff]{1,8}(?:坏了|碎了|丢了|没电了|漏水了|破了|不亮了|打不开了|"
                         r"爆胎了|没油了)|^\W*(?:(?:oh|also|btw|by the way)\W+)*my [\w' ]{1,20}? (?:broke|is broken|cracked|died|is dead|says (?:it'?s )?offline|is offline|went offline|shows (?:as )?offline|"
                         r"keeps crashing|crashes|(?:shows|gives|throws) (?:an? |this )?error|"
                         r"stopped working|got a flat|is leaking|(?:won't|doesn't|does not|can't|cannot|keeps failing to|stopped) "
                         r"(?:sync|start|turn on|charge|connect|load|open|boot|print|update|respond|pair|work)(?:ing)?)\b", re.IGNORECASE)
#: ... or by telling how a thing of the user's is and asking whether it is bad ("my tomato plants have yellow leaves on the
#: bottom, is that bad", "my dog keeps scratching his ear, should I be worried?")
_OWN_STATE_ASKED = re.compile(r"^\W*my [\w' ]{1,30}? (?:has|have|is|are|keeps?|got|gets|looks?|seems?|smells?|sounds?|turned|went|started|"
                              r"[a-z]+(?:s|ed))\b[^?]{0,80}?[,;.]?\s*(?:(?:is|will) (?:that|this|it) (?:be )?(?:bad|normal|ok|okay|a problem|an issue|"
                              r"serious|dangerous|fine)|should i (?:be )?worr(?:y|ied))\s*\??\s*$", re.IGNORECASE)
#: ... or, in Chinese, a trouble that keeps coming back, told of the user or their child ("对了，她最近晚上老是睡不着")
_RECURRING_TROUBLE_ZH = re.compile(r"^(?:我|她|他|孩子|宝宝|我(?:家)?(?:女儿|儿子|孩子|老婆|老公|妈|爸))?(?:最近|这几天|这段时间|这阵子)?[^，。？?]{0,6}?"
                                   r"(?:老是|总是|一直|经常|动不动就)[^，。？?]{0,6}?(?:睡不着|失眠|咳嗽|发烧|拉肚子|便秘|哭闹|不吃饭|头疼|头痛|过敏|"
                                   r"做噩梦|尿床|掉头发|胃疼|腰疼)")

#: who a trouble told in Chinese is of, said first by a pronoun ("她最近晚上老是睡不着")
_WHO_HAS_IT_ZH = re.compile(r"^(?:她|他|孩子|宝宝)(?=[\u4e00-\u9fff])")


def tells_trouble(text: str) -> bool:
    """``text`` tells a trouble of the user's (or of their child's) that asks for help (the module doc)."""
    return bool(OWN_TROUBLE.search(text) or _OWN_STATE_ASKED.search(text) or _RECURRING_TROUBLE_ZH.search(text))


def without_whose(text: str) -> str:
    """``text`` without the pronoun that says whose trouble it tells ("她最近晚上老是睡不着" -> "最近晚上老是睡不着")."""
    return _WHO_HAS_IT_ZH.sub("", text, count=1)
