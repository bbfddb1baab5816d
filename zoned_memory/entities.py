"""What a message is about: named entities, files and numbers, for English and Chinese text.

A light, offline extractor (no model, no download): capitalized names and acronyms in
Latin script, organisation / place / person patterns and a small gazetteer for Chinese
(which has no spaces), file names, and numbers (kept apart: a new number alone is a
correction, not a new task).

>>> sorted(extract_entities("Now do the same analysis for Globex Inc and sales_2024.csv").names)
['globex', 'sales_2024.csv']
>>> sorted(extract_entities("帮我分析一下A公司的销售数据").names)
['a']
>>> sorted(extract_entities("上海仓库库存为1200件").numbers)
['1200']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["CN_STOP", "Entities", "extract_entities", "normalize_entity"]

_FILE = re.compile(
    r"[A-Za-z0-9_\-]+\.(?:csv|tsv|xlsx?|pdf|docx?|pptx?|json|ya?ml|py|ipynb|txt|md|sql|log|js|ts|java|go|rs|html?|zip)(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_ACRONYM = re.compile(r"\b[A-Z][A-Z0-9]{1,9}s?\b")
_CAPITALIZED = re.compile(r"\b[A-Z][\w&'’\-]*(?:\s+(?:of\s+|de\s+|&\s+)?[A-Z][\w&'’\-]*)*")
_LATIN_IN_CJK = re.compile(r"[A-Za-z][A-Za-z0-9_\-]*")
_CJK = re.compile(r"[\u4e00-\u9fff]")

#: Capitalized words that start sentences or name times, not things a task is about.
_EN_STOP = frozenset(
    """a about actually add after again analyze analyse all also an and another any anything are as ask at back be because
    before best book both break but by calculate can change check compare continue convert could create
    did do does don't draft each either else even every explain export fine find first fix for forget from
    get give go good got great had has have he hello help her here hey hi his how however i i'd i'll i'm
    i've if in include instead invite is it it's its just keep last let let's lets list load look make many
    may maybe me mention more most move much my new next no not now of off ok okay on once one only or
    organize other our out over perfect plan please plot really remove restart review run same say second
    see send set she should show since so some something sorry start still such summarize sure switch
    switching take tell thank thanks that that's the their them then there these they third this those
    three to today tomorrow translate try two unrelated up us use very wait want was we well were what
    what's when where which while who why will with without would write yes yesterday yet you your
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday q1 q2 q3 q4 ai api ok id
    english chinese french german spanish italian japanese korean portuguese russian arabic hindi dutch
    swedish polish turkish greek latin mandarin cantonese""".split()
)
_EN_SUFFIXES = re.compile(
    r"(?:\s+|^)(?:inc|corp|corporation|ltd|llc|plc|gmbh|co|company|group|holdings)\.?$", re.IGNORECASE
)
_CN_ORG_SUFFIX = (
    "分公司|子公司|公司|集团|银行|证券|保险|科技|汽车|医院|大学|学院|中学|小学|仓库|工厂|门店|超市|酒店|餐厅|"
    "事务所|研究院|项目|系统|平台|电网|电力|石油|石化|移动|联通|电信|航空|铁路|地产|控股|股份|物流|快递|"
    "传媒|能源|医药|制药|时代|电器|食品|药业"
)
CN_STOP = re.compile(
    r"帮我|帮忙|请你|请|麻烦|一下|看看|看下|查一下|查查|查|分析|统计|整理|预订|预定|订|对比|比较|相比|"
    r"和|与|跟|及|的|了|呢|吗|吧|啊|是|在|把|给|再|也|还|那|这|个|去|到|从|对|关于|现在|刚才|之前|"
    r"我们|我|你|他|她|它|做|写|算|找|要|想|让|用|回到|继续|换|新|另外|接下来|处理|最新|今年|去年|明天|"
    r"后天|今天|上个月|下个月|上季度|近三年|，|。|？|！|、|：|；|\s"
)
_CN_ORG = re.compile(rf"([\u4e00-\u9fffA-Za-z0-9]{{1,8}}?)({_CN_ORG_SUFFIX})")
_CN_PERSON = re.compile(
    r"[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢"
    r"姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤]"
    r"(?:老师|先生|女士|小姐|经理|总|医生|教授|律师|主任)"
)
_CN_PLACES = frozenset(
    """北京 上海 深圳 广州 杭州 成都 重庆 天津 南京 武汉 西安 苏州 厦门 青岛 长沙 郑州 沈阳 大连 宁波 合肥 济南
    福州 昆明 哈尔滨 香港 澳门 台北 东京 大阪 首尔 纽约 伦敦 巴黎 柏林 新加坡 悉尼 华东 华南 华北 华中 西南 西北 东北
    广东 浙江 江苏 山东 四川 湖北 湖南 河南 河北 福建 云南 海南 都江堰""".split()
)


def normalize_entity(name: str) -> str:
    """Lowercase, drop possessives, a leading "the" and company suffixes: ``"Acme Corp's"`` -> ``"acme"``."""
    name = re.sub(r"['’]s$", "", name.strip())
    name = re.sub(r"^the\s+", "", name, flags=re.IGNORECASE)
    name = _EN_SUFFIXES.sub("", name).strip()
    for suffix in ("分公司", "子公司", "公司", "集团"):
        if name.endswith(suffix) and len(name) > len(suffix):
            name = name[: -len(suffix)]
    return name.lower()


@dataclass(frozen=True)
class Entities:
    """Normalized names (companies, places, people, files) and numbers found in a text."""

    names: frozenset[str] = field(default_factory=frozenset)
    numbers: frozenset[str] = field(default_factory=frozenset)

    def __bool__(self) -> bool:
        return bool(self.names)


def _is_stop(word: str) -> bool:
    word = word.lower().strip("'’")
    return word in _EN_STOP or (word.endswith("s") and word[:-1] in _EN_STOP)


def _latin_names(text: str) -> set[str]:
    names: set[str] = set()
    for match in _CAPITALIZED.finditer(text):
        words = match.group(0).split()
        before = text[: match.start()].rstrip()
        at_sentence_start = not before or before[-1] in ".!?:;\n\"'“("
        if at_sentence_start and len(words) == 1:
            continue  # "Nice weather today": a capital that only starts a sentence says nothing
        while words and _is_stop(words[0]):
            words = words[1:]
        while words and _is_stop(words[-1]):
            words = words[:-1]
        if words:
            name = normalize_entity(" ".join(words))
            if name and name not in _EN_STOP and len(name) > 1:
                names.add(name)
    for match in _ACRONYM.finditer(text):
        token = match.group(0)
        if not _is_stop(token):
            names.add(token.lower())
    return names


def _chinese_names(text: str) -> set[str]:
    names: set[str] = set()
    for match in _CN_PERSON.finditer(text):
        names.add(match.group(0))
    for segment in CN_STOP.split(text):
        if not segment:
            continue
        for match in _CN_ORG.finditer(segment):
            head, suffix = match.groups()
            if suffix in ("项目", "系统", "平台", "仓库", "门店", "工厂") and not head:
                continue
            names.add(normalize_entity(head + suffix))
        for place in _CN_PLACES:
            if place in segment:
                names.add(place)
    for token in _LATIN_IN_CJK.findall(text):
        if len(token) > 1 and token.lower() not in _EN_STOP:
            names.add(normalize_entity(token))
    return names


def extract_entities(text: str) -> Entities:
    """Find the entities of one message (see the module docstring)."""
    files = {m.group(0).lower() for m in _FILE.finditer(text)}
    rest = _FILE.sub(" ", text)
    numbers = frozenset(m.group(0).replace(",", "") for m in _NUMBER.finditer(rest))
    if _CJK.search(rest):
        names = _chinese_names(_NUMBER.sub(" ", rest))
    else:
        names = _latin_names(rest)
    return Entities(names=frozenset(names | files), numbers=numbers)
