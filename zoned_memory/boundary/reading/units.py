"""The units a task works on, and another of the same kind: a region, a warehouse, a store, a team, a product's model,
an order or a ticket by its number, a flight, a machine, a room of the home, a bank card by its bank or its kind, one of the
user's shops by its order. "华南区的情况呢？" after "分析一下华东区的销售数据" asks the same of another unit: a
new task (`subject_change.subject_changed` asks `category_swapped`; the leaning rules ask it too, so another unit is never kept
as leaning on the task).

>>> category_swapped("What about the Hamburg warehouse?", ["What's the stock in the Berlin warehouse?"])
True
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["category_swapped", "unit_names", "units_of"]


#: a unit named by a word (or its number: "3号仓库") and its kind: "华东区", "上海仓库", "the Berlin warehouse", "the East region"
_CJK_UNIT = re.compile(r"([\u4e00-\u9fff]{2}|[A-Za-z0-9]{1,6}|[0-9]{1,4}号)(区|省|仓库|门店|分店|部门|团队|项目组|项目|工厂|校区|分行|支行|事业部)")
_AREA = "地社城市小景园郊山特街辖分学校片专禁灾牧"  # 学区房: a school district, no region named
#: what stands before a unit's kind without naming one: a particle, a pointer, a quantifier ("轴的门店", "这种门店", "各门店")
_NO_NAME_ZH = re.compile(r"[的了是和与在把将被给对各每]|^(?:这|那|哪|某|其|所有|全部|别)|[种些个]$")
#: a unit named by a letter or a number before a short kind: "A店", "C店", "2号店", "B厂", "3号楼" (a Chinese word before 店
#: or 楼 names a kind of place, not one of the user's: "酒店", "写字楼"; "B组" is the other arm of one experiment)
_LETTERED_UNIT_ZH = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]|[0-9]{1,3}号)(店|厂|仓|楼|栋|馆)")
#: a unit named after its kind: "项目A", "竞品B", "供应商C", "3号仓库"'s other form "仓库3", "Project Apollo", "Team B"
_CJK_UNIT_AFTER = re.compile(r"(项目|仓库|门店|分店|部门|团队|小组|工厂|校区|车间|产线|竞品|供应商|客户)([A-Za-z0-9]{1,4}|[一二三四五六七八九十]{1,2}(?:号|期|组)?)(?![A-Za-z0-9])")
#: a warehouse by its place, said short or pointed at ("张江仓", "外高桥那个仓呢", "张江那个仓库"); not a position, storage, a
#: hamster or a trader's 加仓 / 清仓
_DEPOT_ZH = re.compile(r"([\u4e00-\u9fff]{2})(?:那个|这个)?(?:仓库|仓)(?![位储鼠])")
_TRADES = frozenset("加减补建平满空清入出开调移")
#: a bank card by its bank ("招商银行信用卡", "建行那张", "工行的储蓄卡"): one card of the user's among several
_CARD_ZH = re.compile(r"(招商|招行|建行|建设|工行|工商|农行|农业|中行|交行|交通|浦发|民生|兴业|中信|光大|平安|广发|邮储|华夏)(?:银行)?(?:的)?"
                      r"(?:信用卡|储蓄卡|借记卡|那张|这张)")
#: a line of consumer credit by its name, paid like a card ("我的花呗这个月要还多少")
_CREDIT_ZH = re.compile(r"(花呗|借呗|白条|微粒贷|月付)")
#: a bank card by its kind, where no bank names it ("工资卡" then "信用卡"): one card of the user's among several
_CARD_KIND_ZH = re.compile(r"(工资卡|信用卡|储蓄卡|借记卡)")
#: one of the user's several shops or sites by its order ("第二家店", "二店", "our second store"): another unit of the kind
#: the task worked on as "our store", "我们店"
_ORDINAL_UNIT = re.compile(r"第([二三四五六七八九十]|\d{1,2})(?:家|个)(店|门店|分店|仓库|工厂|校区|诊所|餐厅)|"
                           r"(?<![\u4e00-\u9fff])([二三四五六七八九])(店)(?![铺面员长主])|"
                           r"\b(?:our|my) (second|third|fourth|fifth) (store|shop|location|branch|restaurant|clinic|warehouse|site)\b",
                           re.IGNORECASE)
#: the kind of an ordinal unit, as the task names its own unnumbered one ("我们店", "our store")
_ORDINAL_KIND = {"门店": "店", "分店": "店", "shop": "store", "location": "store", "branch": "store"}
#: a unit of the user's own, unnumbered ("我们店", "我们的仓库", "our store"): the first of several, named by its kind
_OWN_UNIT = re.compile(r"(?:我们|咱们|我|本)(?:的|家)?(店|门店|分店|仓库|工厂|校区|诊所|餐厅)|\b(?:our|my) (store|shop|location|branch|restaurant|"
                       r"clinic|warehouse|site)\b", re.IGNORECASE)
#: a bank's short and long names, as one
_BANK_ZH = {"招行": "招商", "建设": "建行", "工商": "工行", "农业": "农行", "交通": "交行"}
#: a product's model by its letters ("A款耳机", "X3款"; not "新款", "2024款", a year's edition of the same model)
_MODEL_ZH = re.compile(r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9-]{0,7})(款)")
_LATIN_UNIT_AFTER = re.compile(r"\b(project|phase|team|warehouse|store|building|plant|site|cluster|server) ([A-Z0-9][\w-]{0,15})\b")
_LATIN_UNIT = re.compile(r"\b(?!(?:Our|My|The|This|That|These|Those|Your|Their|His|Her|Its|A|An|Every|Each|Which|What)\b)"
                         r"([A-Z][\w-]+(?: [A-Z][\w-]+)?) (region|warehouse|office|store|branch|team|plant|factory|site|"
                         r"campus|department|division|cluster|server|plan)s?\b")
#: ... in lower case after "the", for the units of running systems: "the checkout service", "the eu-west cluster"
_LATIN_UNIT_LOWER = re.compile(r"\bthe ([a-z][\w-]+) (service|cluster|server|pipeline|microservice|pod|deployment|namespace|"
                               r"container|node|queue|bucket)\b")


#: a thing named by its kind and its number: "SKU 4471", "order #55821", "invoice INV-4711", "订单号12345"
_ID_UNIT = re.compile(r"\b(sku|invoice|po|shipment|tracking)\s*(?:no\.?|number|#|id)?\s*#?\s*([A-Z]{0,4}-?\d{3,}[A-Z0-9-]*)\b|"
                      r"\b(order|ticket|case|claim|issue|pr|pull request|contract|policy)\s*(?:no\.?\s*|number\s*|id\s*)?#\s*([A-Z]{0,4}-?\d{3,}[A-Z0-9-]*)\b|"
                      r"\b(order|ticket|case|claim|contract|policy)\s+(?:no\.?|number|id)\s*([A-Z]{0,4}-?\d{3,}[A-Z0-9-]*)\b|"
                      # "order 55190" (not "order 5000 units": a count of what is ordered; "order 55812 for me" is one)
                      r"\b(order|ticket|case|claim)\s+(\d{4,})\b(?!\s*(?:(?!(?:for|from|to|and|or|is|was|has|had|in|on|of|at|with|by|"
                      r"yet|please|again|still|too)\b)[a-z]|x\b))|"
                      # a customer or an account by its number ("Customer 5530 wants to downgrade" after customer 4471's refund)
                      r"\b(customer|client|account|tenant|patient|member|employee|student)\s*(?:no\.?\s*|number\s*|id\s*|#\s*)?(\d{3,})\b(?![.,]\d)|"
                      r"(订单|发票|工单|合同|运单|快递单|保单|(?<![订发工运保])单(?=号))(?:号|编号)?(?:为|是)?\s*[:：]?\s*([A-Za-z]{0,4}-?\d{3,})", re.IGNORECASE)
#: a thing by its number after "#" ("Has anyone reviewed #509 yet?" after "Check my PR #512")
_HASH_NUMBER = re.compile(r"(?<![\w#&])#(\d{2,})\b")
#: a tracker's key said alone ("JIRA-4412", "INC-20931"): capitals, a hyphen, three digits or more (not "COVID-19")
_KEY = re.compile(r"(?<![A-Za-z0-9_-])([A-Z][A-Z0-9]{1,9}-\d{3,})(?![A-Za-z0-9_-])")  # in Chinese too: "还有一张INV-2304"
#: the letters an identifier starts with ("INV" of "INV-2291"): two ids with the same are records of one kind, however
#: each was introduced ("发票号INV-2291", then "还有一张INV-2304")
_PREFIX = re.compile(r"^([a-z]{2,10})-?\d{3,}")
#: the words of one kind of numbered thing ("快递单号" and "单号" both name a parcel's)
_SAME_ID_KIND = {"快递单": "运单", "单": "运单"}


#: a machine by its name and number, in lower case ("web-03", "replica-2", "node-11"): one of a fleet; not an encoding,
#: a standard or a model's version ("utf-8", "sha-256", "gpt-4")
_HOST = re.compile(r"(?<![A-Za-z0-9_.-])((?!(?:utf|sha|iso|rfc|gpt|covid|mp|ipv|ecma|pep|cve)-)[a-z]{2,12}-\d{1,3})(?![A-Za-z0-9_.-])")


#: a room of the home, in Chinese ("客厅", "卫生间"): one of the rooms a renovation or a clean-up works on. Not in English: its
#: rooms are where a speaker plays ("play it on the bedroom speaker") or how big a flat is ("I need 4 bedrooms"), 40 SGD
#: continuations read as another room
_ROOM_ZH = re.compile(r"(客厅|主卧|次卧|卧室|卫生间|洗手间|厨房|阳台|书房|儿童房|玄关|衣帽间|储藏室)")


#: a code of letters and eight digits or more ("SF1234567890", "YT9876543210"): a parcel's or a record's number, one kind
_LONG_CODE = re.compile(r"(?<![A-Za-z0-9-])([A-Z]{1,4}\d{8,20})(?![A-Za-z0-9-])")
#: a household bill by what it is for ("电费" then "燃气费", "the water bill" after the electricity bill): one of the user's bills
_BILL_ZH = re.compile(r"(电话|燃气|煤气|天然气|物业|宽带|暖气|取暖|停车|电|水|话|网)费")
_BILL_EN = re.compile(r"\b(electric(?:ity)?|water|gas|phone|internet|cable|power|sewer|trash) bill\b", re.IGNORECASE)
#: a loan by what it is for ("房贷" then "车贷", "the car loan" after the mortgage): one of the user's loans (not 公积金 / 商贷, two
#: parts of one mortgage)
_LOAN = re.compile(r"(房贷|车贷|消费贷|信用贷|经营贷|装修贷|助学贷款)|\b(mortgage|(?:car|auto|student|personal|business) loan)s?\b",
                   re.IGNORECASE)
#: a flight by its airline's code and number ("UA 882", "CA1234"), said in capitals
_FLIGHT = re.compile(r"(?<![A-Za-z0-9-])([A-Z]{2})\s?(\d{2,4})(?![\w-])")
#: an elliptical follow-up that names only a number ("那98240呢？", "And 55190?", "And #479?"): the task's kind of numbered thing
_BARE_NUMBER = re.compile(r"^\W*(?:那|还有|and|what about|how about)?\s*(?:#(\d{3,})|(\d{4,}))\s*(?:的呢|呢)?[？?。.!]*\s*$", re.IGNORECASE)


def _ids(text: str) -> list[tuple[str, str]]:
    """(number, kind) of each thing ``text`` names by its number."""
    out = []
    for match in _ID_UNIT.finditer(text):
        groups = [g for g in match.groups() if g]
        out.append((groups[1], _SAME_ID_KIND.get(groups[0], groups[0])))
    named = {number.upper() for number, _ in out}
    out.extend((number, "#") for number in _HASH_NUMBER.findall(text))  # "#509" as "PR #512" was: numbered the same way
    out.extend((key, "key") for key in _KEY.findall(text) if key not in named)
    out.extend((code + number, "flight") for code, number in _FLIGHT.findall(text) if code + number not in named)
    named = {number.upper() for number, _ in out}
    out.extend((code, "code") for code in _LONG_CODE.findall(text) if code not in named)
    return out


@lru_cache(maxsize=4096)  # a task's messages are read again at each of its turns, by the leaning check and the subject rule
def _units(text: str) -> dict[str, frozenset[str]]:
    """The units ``text`` names, by kind (cached: read it, never change it)."""
    out: dict[str, set[str]] = {}
    after = [(name, kind) for kind, name in [*_CJK_UNIT_AFTER.findall(text), *_LATIN_UNIT_AFTER.findall(text)]]
    by_kind = [(name, "仓库") for name in _DEPOT_ZH.findall(text) if name[-1] not in _TRADES]  # kinds said by the name's pattern
    by_kind += [(_BANK_ZH.get(bank, bank), "银行卡") for bank in _CARD_ZH.findall(text)]
    by_kind += [(credit, "银行卡") for credit in _CREDIT_ZH.findall(text)]  # a line of credit is one of the cards: "花呗" after 招行's
    if not _CARD_ZH.search(text):
        by_kind += [(card, "银行卡") for card in _CARD_KIND_ZH.findall(text)]
    by_kind += [(bill, "bill") for bill in [*_BILL_ZH.findall(text), *_BILL_EN.findall(text)]]
    by_kind += [(host, "host") for host in _HOST.findall(text)]
    by_kind += [(room, "room") for room in _ROOM_ZH.findall(text)]
    by_kind += [(zh or en, "loan") for zh, en in _LOAN.findall(text)]
    for name, kind in [*_CJK_UNIT.findall(text), *_LETTERED_UNIT_ZH.findall(text), *by_kind, *_MODEL_ZH.findall(text), *_LATIN_UNIT.findall(text), *_LATIN_UNIT_LOWER.findall(text), *after, *_ids(text)]:
        if kind == "区" and name[-1] in _AREA:
            continue  # 地区 / 小区 / 景区: a word for "area", not a name
        if _NO_NAME_ZH.search(name):
            continue  # "横轴的门店名", "这种门店": a particle or a pointer, not a name
        out.setdefault(kind.lower(), set()).add(name.lower())
        prefix = _PREFIX.match(name.lower())
        if prefix is not None:
            out.setdefault("id:" + prefix.group(1), set()).add(name.lower())
    return {kind: frozenset(names) for kind, names in out.items()}


def category_swapped(message: str, texts: list[str]) -> bool:
    """True if ``message`` names a unit of a kind the task works on (a region, a warehouse, a
    store, a team, an SKU, an order or an invoice by its number) by another name, and none of the task's own: "华南区的情况呢？" after "分析一下华东区的
    销售数据", "What about the Hamburg warehouse?" after the Berlin warehouse's stock.

    >>> category_swapped("华南区的情况呢？", ["帮我分析一下上个月华东区的销售数据"])
    True
    >>> category_swapped("What about the Hamburg warehouse?", ["What's the stock in the Berlin warehouse?"])
    True
    >>> category_swapped("华东区和华南区比呢？", ["帮我分析一下上个月华东区的销售数据"])
    False
    >>> category_swapped("What's the stock of SKU 9902 in Phoenix?", ["Check the inventory of SKU 4471 in Dallas."])
    True
    >>> category_swapped("And JIRA-4415?", ["What's the status of ticket JIRA-4412?"])
    True
    >>> category_swapped("项目B呢？", ["帮我查一下项目A的进度。"])
    True
    >>> category_swapped("项目A和项目B比呢？", ["帮我查一下项目A的进度。"])
    False
    >>> category_swapped("And order 55190?", ["What's the status of my order number 55123?"])
    True
    >>> category_swapped("Can I order 2000 units?", ["What's the status of my order number 55123?"])
    False
    >>> category_swapped("I also want to return the charger from order 55107", ["Look up order 55812 for me"])
    True
    >>> category_swapped("Now check why the worker pod in prod keeps restarting", ["The deploy failed on the api pod."])
    True
    >>> category_swapped("还有一张INV-2304逾期30天了，也写一封", ["帮我给客户写个催款邮件，发票号INV-2291，逾期15天"])
    True
    >>> category_swapped("帮我看看web-05的磁盘", ["帮我查一下服务器web-03的CPU为什么一直95%"])
    True
    >>> category_swapped("卫生间防水要刷多高", ["新房装修，客厅想做无主灯设计，要注意什么"])
    True
    >>> category_swapped("我的花呗这个月要还多少", ["帮我看看招行信用卡这个月的账单"])
    True
    >>> category_swapped("我的信用卡账单什么时候还", ["查一下我的工资卡这个月的收支"])
    True
    >>> category_swapped("我们第二家店的数据是营业额9万", ["分析一下我们店上个月的销售数据"])
    True
    >>> category_swapped("另外，车贷二十万，三年，月供是多少", ["帮我算一下，房贷一百二十万，三十年，月供多少"])
    True
    >>> category_swapped("What would the car loan cost?", ["How much would a $400k mortgage cost per month?"])
    True
    >>> category_swapped("格林豪泰酒店首都机场第二店这家就行", ["帮我找一家首都机场附近的酒店"])
    False
    """
    if _another_by_order(message, texts):
        return True
    named: dict[str, frozenset[str]] = _units(message)
    before: dict[str, set[str]] = {}
    for text in texts:
        for kind, names in _units(text).items():
            before.setdefault(kind, set()).update(names)
    bare = _BARE_NUMBER.match(message)
    if bare is not None and not named:  # "那98240呢？" after order 98234: a number as long as one the task named by its kind
        number = bare.group(1) or bare.group(2)
        named = {kind: frozenset({number}) for kind, names in before.items() if any(n.isdigit() and len(n) == len(number) for n in names)}
    if not named:
        return False
    if any(names & before.get(kind, set()) for kind, names in named.items()):
        return False  # the task's own unit is named too (a comparison, or more of it)
    return any(kind in before for kind in named)


def _ordinals(text: str) -> set[tuple[str, str]]:
    """The (order, kind) of each unit ``text`` names by its order ("第二家店" and "二店": ("二", "店"))."""
    found = set()
    for match in _ORDINAL_UNIT.finditer(text):
        order, kind = [group for group in match.groups() if group]
        found.add((order.lower(), _unit_kind(kind)))
    return found


def _unit_kind(word: str) -> str:
    """The kind a unit's word names, one word for each ("门店" and "分店": "店"; "shop" and "branch": "store")."""
    return _ORDINAL_KIND.get(word.lower(), word.lower())


def _another_by_order(message: str, texts: list[str]) -> bool:
    """``message`` names a unit by its order ("我们第二家店的数据是...") the task never named, where the task worked on one
    of that kind unnumbered ("我们店上个月的销售数据", "our store's sales") or by another order."""
    asked = _ordinals(message)
    if not asked or not texts:
        return False
    said = set().union(*(_ordinals(text) for text in texts))
    if asked & said:
        return False
    kinds = {_unit_kind(kind) for text in texts for found in _OWN_UNIT.findall(text) for kind in found if kind} | \
        {kind for _, kind in said}  # the user's own unnumbered unit's kind, or another order's
    return any(kind in kinds for _, kind in asked)


def unit_names(text: str) -> frozenset[str]:
    """The names of the units ``text`` names, whatever their kind ("INV-2240", "3号", "berlin").

    >>> sorted(unit_names("Same reminder for INV-2240"))
    ['inv-2240']
    """
    return frozenset().union(*_units(text).values())


def units_of(text: str) -> frozenset[tuple[str, str]]:
    """The units ``text`` names, as (kind, name) pairs: a return names its task's unit ("回到客户A" after 客户A's
    requirements).

    >>> sorted(units_of("回到客户A，积分系统要多少人天"))
    [('客户', 'a')]
    """
    return frozenset((kind, name) for kind, names in _units(text).items() for name in names)
