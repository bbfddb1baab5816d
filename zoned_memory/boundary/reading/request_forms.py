"""What a request of its own looks like by its form alone: a question of general knowledge or of the world right now, a
request for advice or ideas, an order for a kind of job, pointing at nothing ("it", "that", "这个"). The rules that open a task
on a request sharing nothing with the current one (`unrelated`) ask these; the forms are read the same wherever they are asked.

>>> stands_alone("What's the difference between a Roth IRA and a traditional IRA?")
True
>>> stands_alone("Can you translate it into Japanese?")
False
"""

from __future__ import annotations

import re

from ...sentences import sentences, unquoted
from . import cues
from .jobs import kinds_of
from .told_then_asked import TOLD_THEN_ASKED
from .pointers import COMPARATIVES, DUMMY_IT, IDIOM_IT, POINTER, POINTERS_ZH, TIME_IDIOM
from .vocabulary import ON_APP_ZH

__all__ = ["closing_request", "ADVICE", "ASKS_ZH", "WORLD_FACT", "SHORT_ASK_ZH", "SUM_ASKED", "COMPARES_TWO", "COUNT", "FIGURE",
           "HOURS_OF_A_PLACE", "KNOWLEDGE", "PLAY_ORDER_ZH", "WISH", "WORLD_NOW_RE", "YES_NO_ZH", "asks_about_symptom", "asks_for_something", "asks_in",
           "asks_own_sum", "opening_question", "stands_alone"]

#: a question of the state of the world right now, which leans on no task either ("What's the exchange rate from USD to
#: Chilean pesos today?", "What time is it in Sydney right now?", "美元兑人民币汇率是多少"): its "time" or "rate" is no
#: detail of what the task found
_WORLD_NOW = (r"^\s*(?:what(?:'s| is) the (?:current )?(?:exchange rate|time (?:now |right now )?in|local time in|stock price|share price)|"
              r"what time is it (?:now |right now )?in)\b|汇率(?:是)?多少|(?:现在|当地)(?:是)?几点")
WORLD_NOW_RE = re.compile(_WORLD_NOW, re.IGNORECASE)


#: a sum asked with all its numbers ("What's 15% of 240?", "what is 37 times 12", "Calculate 1200 / 4"), or an amount to convert
#: ("can you convert 150,000 yen to dollars"): a job of its own
_SUM = (r"(?:(?:what(?:'s| is)|how much is|calculate|compute|work out) [\d.,]+ ?%? ?(?:of|x|times|\*|\+|-|plus|minus|divided by|/|over) "
        r"[\d.,]*\d(?= ?%?\s*\??\s*$)|"
        # ... or an amount converted into another unit ("can you convert 150,000 yen to dollars", "How much is 80 euros in pounds?")
        r"(?:(?:can|could) you (?:please )?|please )?(?:convert|change) \d[\d.,]* ?[a-z]+ (?:in)?to (?:[a-z]+ )?[a-z]+\s*\??\s*$|"
        r"(?:how much|what(?:'s| is)) (?:is )?\d[\d.,]* ?[a-z]+ in [a-z]+\s*\??\s*$|"
        # ... or a root or a power of a number ("what's the square root of 7225", "what is 17 squared")
        r"(?:what(?:'s| is)|calculate|compute) (?:the )?(?:square|cube) root of [\d.,]*\d\s*\??\s*$|"
        r"(?:what(?:'s| is)|calculate|compute) [\d.,]*\d (?:squared|cubed|to the power of \d+)\s*\??\s*$|"
        # ... or, in Chinese, an order to work out what two numbers or more give ("帮我算一下，成本180一台，卖399，毛利率多少")
        r"(?:帮我|请|麻烦)?(?:你)?(?:算|计算)(?:一下|下)?[，,：:]?\s*(?=(?:[^\d]*\d){2})[^？?]{4,40}?(?:多少|是多少|几)\s*[？?]?\s*$)")
SUM_ASKED = re.compile(r"^\s*" + _SUM, re.IGNORECASE)
#: a fact of the world asked of a thing it names ("What's the capital of Australia?", "What's the population of Norway?")
_WORLD_FACT = (r"what(?:'s| is| are| was| were) the (?:capital|population|currency|official language|national \w+|meaning|definition|"
               r"origin|boiling point|melting point|speed of|tallest|highest|largest|biggest|longest|smallest|oldest|deepest)\b")
WORLD_FACT = re.compile(_WORLD_FACT, re.IGNORECASE)
#: a question of general knowledge, which leans on no task ("How do I make a sourdough starter?",
#: "What's the difference between a Roth IRA and a traditional IRA?", "什么是量化宽松？")
KNOWLEDGE = re.compile(
    r"^\s*(?:(?:can|could) you (?:please )?explain|explain|how (?:do|can|should) (?:i|we)|how does|how do (?!i\b|we\b)|how to|"
    r"is there (?:a|an|any) (?:way|setting|option|trick|shortcut) to|"
    # how a thing is done, asked as the means to it ("whats the keyboard shortcut to open terminal on mac", "what's the
    # command to list hidden files", "what's the formula for compound interest")
    r"what(?:'s| is| are) the (?:[a-z-]+ )?(?:shortcuts?|commands?|hotkeys?|formulas?|syntax|key combination) (?:to|for)\b|"
    # whether a thing is realistic or usual, or what becomes of a thing of the user's ("Is it realistic to bike 12 miles to
    # work?", "Is it normal for gums to bleed when I floss", "what happens to my 401k when I leave"; not "is it safe to eat
    # the tomatoes", "What happens if I'm late?", of the task at hand)
    r"is it (?:realistic|feasible|normal) (?:to|for)\b|what happens to (?:my|our|your)\b|"
    r"(?:can|could|would) you (?:please )?(?:also )?(?:tell|show|teach) me how (?:to|do i|i can)|"
    r"(?:(?:can|could|would) you (?:please )?(?:also )?)?compare (?!it\b|them\b|that\b|this\b|these\b|those\b)|"
    r"what(?:'s| is) the (?:[a-z]+ )?difference|what(?:'s| is| are) the (?:etiquette|customs?|norms?|manners|rules? of thumb) (?:for|of|on|around|when)\b|(?:what(?:'s| is) the |the )?(?:best|easiest|quickest|fastest|simplest|safest|right|proper|cheapest) (?:way|time|day|month|season|place) to|what (?:[a-z]+ ){1,2}goes (?:best |well )?with\b|(?:what|which) (?:[a-z-]+ ){1,2}(?:are|is) (?:safe|good|best|bad|healthy|ok|okay|suitable|toxic|poisonous|dangerous|easy|hard) (?:for|to|with)\b|what(?:'s| is| are) (?:a|an)\b|why (?:do|does)|what does \w+(?: \w+)? mean|"
    # facts of the world: "What's the capital of Australia?", "Who wrote Hamlet?", "When was the telephone invented?"
    + _WORLD_FACT + r"|"
    r"who (?:invented|wrote|discovered|painted|composed)|"
    # a sum with all its numbers given ("What's 15% of 240?", "what is 37 times 12")
    + _SUM + r"|"
    r"who(?:'s| is| was) the (?:current )?(?:president|prime minister|ceo|founder|king|queen|mayor|governor|chancellor|leader) of|"
    r"when (?:was|were|did) (?:the )?\w+(?: \w+)? (?:invented|discovered|founded|built|written|born))\b|"
    # ... asked as whether the assistant knows ("你知道签证面签一般会问什么问题吗", "Do you know how long a passport takes?")
    r"^(?:do|did) you (?:happen to )?know (?:what|how|when|where|why|which|whether)\b|^你(?:知道|知不知道|了解)[\u4e00-\u9fffA-Za-z]{2,16}?(?:什么|怎么|哪些|多少|多久|为什么)|"
    r"^(?:请)?(?:解释一下|介绍一下|科普一下)|^(?:怎么|如何|为什么|什么是)|有什么区别|是什么意思|的首都是|是谁(?:发明|写|画|发现)的|"
    r"一般(?:给|要|是|需要|花|随)多少|^(?!这|那|它)[\u4e00-\u9fffA-Za-z]{2,10}?一般[\u4e00-\u9fff]{0,3}?(?:几岁|多大|多久|几点)|"
    # which of a kind suits someone named ("推荐几本适合三岁孩子的睡前绘本"; not "推荐几本适合的练习册", for the task's own), or a
    # few of a kind named in full asked for first ("推荐几道家常川菜？"; not "推荐几个牌子", of the task's thing)
    r"推荐(?:几|一些)(?:本|个|部|首|款|种|样)?适合(?!的)|"
    r"^(?:请|帮我|给我)?推荐(?:几|一些)(?:道|本|部|首|款|种|样|个)(?!适合的|具体)(?=[\u4e00-\u9fffA-Za-z]{4})|"
    r"^(?!大概|大约|一般|总共|一共|预算|差不多|这|那|它)[\u4e00-\u9fffA-Za-z]{4,8}?(?:需要|要)(?:交|准备|花)?多少(?!天|次|个|人)|(?:一天|每天|一周|每周|一次|一个月|每月)(?:要|该|需要|应该)[\u4e00-\u9fff]{0,2}多少|"
    # how a procedure goes, named by what it is for ("报销流程是什么样的", "办签证的手续是怎样的")
    r"^[\u4e00-\u9fffA-Za-z]{2,10}(?:流程|步骤|手续)(?:是|大概是|一般是)?(?:什么样|怎样|怎么样|啥样|什么)的?[？?。]?\s*$|" +
    _WORLD_NOW, re.IGNORECASE)


#: a short Chinese question of its own: a meal of the day to decide ("晚上吃什么"), how to pick a thing ("猫粮怎么选")
SHORT_ASK_ZH = (r"^(?:(?:今天|今晚|晚上|中午|早上|明天|周末)?(?:吃|喝)(?:点)?(?:什么|啥)(?:好|呢)?|[\u4e00-\u9fff]{2,4}怎么(?:选|挑|买))"
                r"[？?。]?\s*$")
#: a request for advice or ideas, which names its own subject ("What's a good name for a golden retriever puppy?",
#: "Any tips for a slow sink?", "我最近老是失眠，有什么办法吗", "团建去哪里比较好？", "洗衣机不排水怎么办？", "驾照到期了怎么换证？", "帮我想想怎么整理照片"): a job by its form, as a question of knowledge is
ADVICE = re.compile(r"^\W*should (?:i|we) (?!go with|take|book|pick|choose|get|do|use|try)[a-z]+ (?:my|our) [a-z]+ [a-z]+|"  # "Should I raise my car
                     # insurance deductible?": a decision on a thing of the user's (not a choice among those found: "should I take the 9am")
                     r"\bwhat(?:'s| is| are|'re) (?:a |some )?(?:good|nice|fun|creative|thoughtful|unique|practical|useful|cheap|"
                     r"simple|easy|quick) (?:names?|ideas?|gifts?|ways?|tips?)\b|"
                     r"\bwhat(?:'s| is| are|'re) (?:a |some )?(?:good|decent) [a-z]+(?: [a-z]+)? (?:for|to)\b|"
                     # ... or the best of a kind for a purpose ("what are the best shoes for 12 hour shifts"; not "the best one")
                     r"\bwhat(?:'s| is| are|'re) the (?:best|cheapest|safest|easiest) (?!ones?\b|options?\b|choices?\b|way\b|time\b)"
                     r"[a-z]+(?: [a-z]+)? (?:for|to)\b|"
                     r"\bany (?:good )?(?:tips|ideas|suggestions|advice) (?:for|on|about) (?!what|how|which|where|when|"
                     r"the next|my next|this|that|these|those|it)|"
                     r"\bwhere (?:should|can|could) (?:i|we) go (?:for|to|on)\b|"
                     # which of a kind suits a need ("What part-time jobs fit around classes?", "which plants suit a north balcony")
                     r"^\W*(?:what|which) (?!ones?\b|of\b)(?:[a-z-]+ ){1,3}(?:fits?|suits?|works?) (?:around|with|for|in|on) (?!it\b|that\b|this\b|them\b)|"
                     # what eases a trouble ("What helps with lower back stiffness in the morning?")
                     r"^\W*what (?:helps|works|is good|'s good) (?:with|for|against) (?!it\b|that\b|this\b|them\b)|"
                     # which thing to get, named ("Which laptop should I get for personal use?"; not "which one", nor an option picked:
                     # "What deductible should I pick?")
                     r"\b(?:which|what) (?!ones?\b|of\b)[a-z']+(?: [a-z']+)? (?:should|would|do you think) (?:i|we) (?:get|buy)\b|"
                     # ... asked by its purpose ("Which laptop for video editing under $2000?")
                     r"^\W*which (?!ones?\b|of\b|one\b)[a-z'-]+(?: [a-z'-]+)? for (?!it\b|that\b|this\b|them\b)[a-z]|"
                     # ... or between two, named ("Should I lease or buy a van?", "家用车买油车还是电车好")
                     r"\bshould (?:i|we) (?:buy|get|lease|rent|choose|pick|go with|use) [\w' -]{2,40} or\b|"
                     # what to wear or bring to an occasion it names ("What should I wear to a winter wedding in Vermont?")
                     r"^\W*(?:(?:also|and|so)\W+)*(?:what|how much) should (?:i|we) (?:wear|bring|pack|tip|give|get|buy) (?:to|for|at|on) "
                     r"(?!it\b|that\b|this\b|them\b|the (?:interview|meeting|call|event|trip|party|dinner)\b)|"
                     # ... or which way is better ("Is it cheaper to heat with a heat pump or a gas furnace?")
                     r"^\W*(?:is it|would it be|will it be) (?:" + COMPARATIVES + r") (?:to|if) [\w' -]{2,40} or\b|"
                     r"[\u4e00-\u9fff]{2,}还是[\u4e00-\u9fff]{1,8}(?:好|比较好|更好|划算|合适)[？?]?\s*$|"
                     # a kind of thing asked for a purpose in Chinese, as "what X fits ..." ("有什么简单的运动能在办公室做？")
                     r"^有(?:什么|哪些)(?:简单的?|好的?|适合的?)?[\u4e00-\u9fff]{1,6}?(?:能|可以|适合)(?![\u4e00-\u9fff]{0,4}(?:它|这|那))|"
                     # a measure of the user's, judged ("空腹血糖6.5算高吗", "Is a resting heart rate of 90 high?")
                     r"\d[\d.]*\s*[\u4e00-\u9fffA-Za-z/%]{0,4}(?:算|是不是|属于)(?:高|低|正常|偏高|偏低|快|慢|严重)(?:吗|吧|[？?])|"
                     r"^\W*is (?:a |an |my )?(?:[\w'-]+ ){1,4}(?:of )?\d[\d.,]*\s*[\w/%]{0,8} (?:too |very )?(?:high|low|normal|fast|slow|bad|healthy)\b|"
                     # what kind of thing is good for a purpose, ideas asked for, a thing to recommend ("What goggles are good for
                     # open water?", "Give me some baby name ideas", "Recommend three books to read on vacation"; not "some others", nor "Suggest a fix" for the task's problem)
                     r"\b(?:what|which) [a-z' -]{2,30} (?:is|are) (?:good|best|better|great|ideal) for\b|"
                     r"\b(?:give me|suggest|i need|i want) (?:some |a few |a couple of |\d+ |two |three |four |five |ten )?(?:[\w'-]+ ){0,2}"
                     r"(?:ideas|suggestions|recommendations)\b|"
                     r"^\W*(?:please )?(?:recommend|suggest) (?:me )?(?:a |an |some |a few |\d+ |two |three |four |five )?(?!others?\b|more\b|"
                     r"different\b|similar\b|it\b|its\b|that\b|this\b|these\b|those\b|them\b|they\b|ones?\b|the\b|my\b|our\b|your\b|"
                     r"something\b|anything\b|another\b|any\b|an?\b|some\b|\d|two\b|three\b|four\b|five\b)[\w'-]+ [\w'-]+|"
                     # what to give, eat or buy ("母亲节快到了，送我妈什么好"), a thing to recommend
                     # asked after its need ("周末想在家做蛋糕，推荐个简单的")
                     r"(?:送|买|吃|穿|带|看|玩|学)[\u4e00-\u9fff]{0,3}(?:什么|啥)[\u4e00-\u9fff]{0,2}(?:好|比较好|合适)|"
                     # ... a thing of an occasion it names ("婆婆生日送什么？", "感冒了吃什么药？")
                     r"[\u4e00-\u9fff]{2,}(?:送|买|吃|喝|用)(?:点|个)?(?:什么|啥)[\u4e00-\u9fff]{0,2}[？?]|"
                     r"[，,]\s*(?:推荐|介绍)(?:一下|几个|一个|个|些|点)?[\u4e00-\u9fff]{0,6}[？?。]?\s*$|"
                     # tips or ideas asked for by name alone ("Tips for falling asleep faster?", "Gift idea for my wife's 40th?")
                     r"^\W*(?:any )?(?:good )?(?:tips|ideas|suggestions|advice|recommendations) (?:for|on|about|to) (?!what|how|which|where|when|"
                     r"the next|my next|this|that|these|those|it\b)|\bgift ideas? (?:for|to)\b|"
                     # ... or the gift itself, for someone of the user's ("Gift for my brother who just became a dad?")
                     r"^\W*(?:a |any )?(?:good )?(?:gifts?|presents?) (?:for|to get) (?:my|our) [^?]{2,60}\?|"
                     # what to get someone for an occasion ("What should I get my boss for the holidays?")
                     r"\bwhat should (?:i|we) (?:get|buy|give) (?:my|our|a|an|the) [\w' -]{1,25}? (?:for|as)\b|"
                     # what to cook, eat or read, asked with what it needs ("what can I cook tonight with chicken and rice?"; not
                     # "What can I make with it?")
                     r"\bwhat (?:can|should|could) (?:i|we) (?:cook|make|bake|eat|wear|watch|read) (?:tonight |today |for (?:dinner|lunch|"
                     r"breakfast) )?(?:with|for|on|in|at|that|to) (?!(?:it|that|this|them|those|these|the (?:party|dinner|event|trip|"
                     r"meeting))\b)[a-z]|"
                     # things of a kind asked for by what they are for, as a bare question ("Exercises to strengthen my knees?",
                     # "Books for a 10 year old who loves space?"; not "Exercises for it?")
                     r"^\W*(?:(?:good|best|some|any|easy|quick|simple|fun|healthy|cheap)\s+)?(?:[a-z-]+\s+)?(?:exercises|stretches|recipes|"
                     r"books|apps|games|snacks|meals|podcasts|movies|shows|songs|plants|toys|gifts|hobbies|activities|destinations) "
                     r"(?:to|for|that) (?!(?:it|that|this|them|those|these)\b)[a-z][^?]{2,60}\?|"
                     # which of two things it names ("Redis和Memcached选哪个做缓存", "MySQL跟PostgreSQL哪个好")
                     r"[A-Za-z\u4e00-\u9fff][\w.+#-]{1,15}(?:和|跟|与)[A-Za-z\u4e00-\u9fff][\w.+#-]{1,15}?(?:之间)?(?:该|应该)?(?:选|用|买|挑)?"
                     r"哪(?:个|一个|种|款)|"
                     # what to use or get for a thing it names ("新疆拍风景用什么镜头")
                     r"[\u4e00-\u9fff]{3,}(?:用|买|选|带|穿)(?:什么|哪种|哪款|啥)[\u4e00-\u9fff]{1,8}[？?]?\s*$|"
                     # a meal of the day to decide ("晚上吃什么"), whether a thing is worth it ("Is a standing desk worth it?"), an idea
                     # for a named thing ("Quick lunch idea I can pack tonight?"; not "Good idea")
                     + SHORT_ASK_ZH + "|" +
                     r"^\W*(?:is|are) (?:a |an )?[\w' -]{2,30} worth (?:it|buying|getting|the money)\b|"
                     r"^\W*(?:quick |any |some )?(?!(?:good|great|nice|bad|brilliant|fantastic|cool|interesting|fun)\b)[a-z-]+(?: [a-z-]+){0,2} ideas?\b(?! is\b)|"
                     # a how asked after the situation it is asked in ("手上有十万闲钱，怎么理财？", "想开始跑步，怎么安排？")
                     r"^[^，,。？?！!]{4,24}[，,]\s*(?:该|要|应该)?(?:怎么|如何)[\u4e00-\u9fff]{1,4}[？?]|"
                     # ... or whether to do something ("孩子最近老是咳嗽，晚上咳得厉害，要不要去医院")
                     r"^[^？?！!。]{4,30}[，,]\s*(?:要不要|需不需要|该不该|用不用)[\u4e00-\u9fff]{1,6}[？?]?\s*$|"
                     # ... or after who asks it ("成年人怎么学英语口语？"; not "怎么办", "怎么样" of a thing)
                     r"^[\u4e00-\u9fff]{2,6}(?:该|要|应该)?(?:怎么|如何)(?!办|样|回事)[\u4e00-\u9fff]{2,8}[？?]\s*$|"
                     r"有什么(?:好的?)?[\u4e00-\u9fff]{0,4}(?:办法|方法|建议|技巧|妙招|创意|点子|主意)|"
                     # why a thing of the user's misbehaves ("Why is my espresso so sour?"), whether a state is normal ("Is it
                     # normal for my lower back to be sore ...?"), which thing fits ("Which convertible car seat fits a compact
                     # car?"), a thing asked for by its budget ("Noise-cancelling headphones for the office, under $300?")
                     r"^\W*why (?:is|are|does|do|did|won't|doesn't|isn't|can't|would) (?:my|our) |"
                     r"^\W*is it (?:normal|safe|bad|healthy|common) for (?:my|me|a|an)\b|"
                     r"\bwhich [a-z' -]{2,30} (?:fits?|suits?|works? (?:best )?(?:for|with)) (?:a|an|my|our)\b|"
                     r"^[a-z' -]{3,50}(?:,\s*|\s+)(?:under|below|less than) [$€£¥]?\d+\s*\??\s*$|"
                     # where to go ("五一去哪玩人少一点")
                     r"(?:去|到)哪(?:里|儿)?玩|"
                     # where or which to put, buy or pick it ("五万块存款放哪比较好", "买哪个牌子好")
                     r"(?:放|存|买|投|选|住|办|报|订)哪(?:里|儿|个|家|种)?(?:牌子)?(?:比较|更|最)?(?:好|合适|划算|靠谱)|"
                     # what one needs to get, bring or prepare for a thing it names ("去日本旅游要办什么签证", "面试需要准备哪些材料";
                     # not "要准备哪些材料？", which asks it of the task's thing)
                     r"[\u4e00-\u9fff]{3,}[，,]?(?:需要|要|得)(?:办|带|准备|交|买|注意)(?:什么|哪些)|"
                     # how, how often, how long is best ("自我介绍怎么说比较好", "一周练几次比较合适")
                     r"(?:怎么|如何|几次|多久|多少)[\u4e00-\u9fff]{0,3}(?:比较|更|最)(?:好|合适|快|方便|划算|省钱)|"
                     # "有什么好看的纪录片推荐吗": something to watch, read, eat or visit, asked to be recommended
                     r"有(?:什么|没有|啥)(?:好看|好听|好玩|好吃|好喝|便宜|实惠|好用|靠谱|值得[看读听去玩吃买]{1,2}|必[吃去玩看买逛]|不错|适合[\u4e00-\u9fff]{1,4})的(?:[\u4e00-\u9fff]{1,6})?(?:推荐|可以推荐|吗|呢|[？?]|\s*$)|(?:去|到)哪(?:里|儿)?(?:玩)?(?:比较|更|最)?(?:好玩|合适|好)|"
                     r"(?:[\u4e00-\u9fff]{3,}|[，,][\u4e00-\u9fff]{2})(?:怎么办|(?:该|要)?(?:怎么|如何)(?!样)[\u4e00-\u9fff]{1,3})[？?。]?\s*$|^(?:请)?帮我(?:想想|想一想|出出主意|出个主意)|"
                     # a need for ideas said as a statement ("I have no idea what to get her", "不知道送什么好")
                     r"\b(?:(?:i have|i've got|i got) no (?:idea|clue)|not sure) (?:what|which) (?:\w+ )?to (?:get|buy|give|cook|wear|eat|watch|read|"
                     r"pack|bring|plant|plan|do (?:for|on|with))\b|"
                     r"不知道(?:该)?(?:送|买|选|做|穿|吃|去)(?:什么|哪)|"
                     # a need stated, then "any recommendation?" ("想买辆十万左右的代步车，有什么推荐", "预算五千想买台笔记本，求推荐")
                     r"[\u4e00-\u9fff\d]{4,}[，,]\s*(?:有(?:什么|没有|啥)(?:推荐|建议|好的推荐)|求推荐|推荐一下)(?:吗|呢|吧)?[？?。！!]?\s*$", re.IGNORECASE)


#: a comparison of two things the message names itself ("帮我比较一下移动和联通的手机套餐", "Compare Notion and Obsidian"): a job of
#: its own, where "How does it compare to the Hilton?" compares with what the task found
COMPARES_TWO = re.compile(r"(?:比较|对比)(?:一下)?[\u4e00-\u9fffA-Za-z0-9]{1,10}(?:和|与|跟)[\u4e00-\u9fffA-Za-z0-9]{1,10}|"
                           # ... or a thing named first, then a choice between two of its kinds ("电动牙刷选声波的还是旋转的")
                           r"^[\u4e00-\u9fffA-Za-z0-9]{2,10}?(?:选|买|用|学|挑|报)(?![这那第])[\u4e00-\u9fffA-Za-z0-9]{1,8}?的?还是(?![这那第])[\u4e00-\u9fffA-Za-z0-9]{1,8}|"
                           r"\b(?:compare|difference between)\s+(?!it\b|them\b|that\b|this\b|these\b|those\b)[\w-]+(?:\s+[\w-]+)?\s+"
                           r"(?:and|vs\.?|versus|with|to)\s+(?!it\b|them\b|that\b|this\b)|"
                           # ... or set against each other by a comparative, both named ("Is cold brew less acidic than regular coffee?")
                           r"^\W*(?:is|are|does|do|was|were)\s+(?!it\b|they\b|that\b|this\b|these\b|those\b|the\b)[\w-]+(?:\s+[\w-]+)?\s+"
                           r"(?:(?:more|less)\s+[\w-]+|[\w-]+er)\s+than\s+(?!it\b|them\b|that\b|this\b|the other\b)", re.IGNORECASE)


#: a figure with its unit or of two digits or more ("80%", "$29", "1,240"): one the reply said is leant on
FIGURE = re.compile(r"\d[\d,.]*\s?%|[$€£¥]\s?\d[\d,.]*|\d{2,}(?:[,.]\d+)*(?![\dA-Za-z])")


#: a wish that opens a request ("I need room service, please", "I'd like a taxi")
WISH = re.compile(r"^\s*(?:(?:i (?:need|want)|i'?d like|i would like|(?:can|could|would) you(?: please)?|please)\b|"
                  r"我(?:想|要|打算)(?:开始|学|买|找|去|报|换|办|申请)|"
                  # a Chinese order said bare ("推荐几个宿舍里能做的运动", "查一下明天的天气")
                  r"(?:请|麻烦)?(?:推荐|介绍|查|搜|找)(?:一下|几个|几家|几本|几款|一个|一家|一本|一款|个|款|些|点)?(?!这|那|它))", re.IGNORECASE)


#: a count or a duration: "more than 5 times", "at least 3 times", "不少于5次", "taking 3 hours" (which asks no opening hours)
COUNT = re.compile(r"\b(?:(?:more|less|fewer) than|at least|at most|over|under)?\s*\d+(?:\.\d+)?\s*(?:times|(?:hours?|hrs?|minutes?|mins?|"
                   r"seconds?|secs?|days?|weeks?|months?|years?)\b)?\b|(?:多于|少于|超过|不少于)?\d+次", re.IGNORECASE)


#: a problem of the user's own, then "how do I fix that?" pointing back at it ("My Docker container can't reach the host's
#: localhost, how do I fix that?"): a request for help as a Chinese "...怎么办" is
_OWN_PROBLEM = re.compile(r"^(?P<problem>(?:my|our) [\w' .-]{2,60}?\b(?:can'?t|cannot|won'?t|doesn'?t|does not|isn'?t|keeps?|stopped|"
                          r"fails?|failing|crash(?:es|ing)?|throws?|is (?:not|broken|slow|stuck)|is making|makes|smells|leaks|is leaking|"
                          r"squeaks|rattles|overheats|is overheating|comes? out (?:too )?\w+)\b[^?]{0,120}?)[,;.]\s*(?:so\s+)?"
                          r"(?:(?:how (?:do|can|should|would) (?:i|we) (?:fix|solve|resolve|handle|debug|get around|deal with|stop|prevent)|"
                          r"what should (?:i|we) do about|any (?:idea|ideas|tips) (?:on )?how to (?:fix|solve)) (?:that|it|this)|"
                          # ... or what the trouble is ("My car is making a grinding noise when I brake, what could it be?")
                          r"what (?:could|might|would) (?:it|that|this) be|what(?:'s| is) causing (?:it|that|this)|"
                          # ... or what the user does wrong ("My sourdough comes out dense, what am I doing wrong?")
                          r"what am i doing wrong|what did i do wrong)\s*\??\s*$|"
                          # ... in Chinese, a thing of the home with its trouble, then whether it still serves ("家里的不粘锅涂层掉了还能用吗")
                          r"^(?P<problem_zh>(?:我|我们)?(?:家里?的?|我的)[\u4e00-\u9fff]{1,10}?(?:坏了|掉了|漏水|漏了|不转了?|不亮了?|不制冷|"
                          r"不热了?|卡了|裂了|生锈了|发霉了|堵了|没反应))[，,]?\s*(?:还能用吗|还能吃吗|怎么办|怎么修|要换吗|能修吗|要紧吗)[？?]?\s*$",
                          re.IGNORECASE)

#: an order to make a new thing, named in two words or more ("Plan a quiet weekend getaway ...", "Make a volunteer rota for
#: Saturdays", "Give me a meal prep plan for the week"); not a booking made ("Make a reservation there"), nor "another" or
#: "the" thing, nor "Give me a real-world analogy" (of what the task explains)
_CREATION_ORDER = re.compile(r"^\W*(?:please )?give me (?:a|an|some|\d+|two|three|four|five) (?:[\w'-]+ ){0,3}(?:plan|schedule|itinerary|"
                             r"routine|workout|checklist|recipe|budget|agenda|timeline|menu)s?\b|"
                             r"^\W*(?:please )?(?:(?:can|could) you )?(?:help me )?(?:plan|make|design|sketch|outline|put together|build|create) (?:me |us )?"
                             r"(?:a|an|some|\d+|two|three|four|five) "
                             r"(?!(?:reservation|booking|appointment|transfer|payment|call|change|copy|note|list of)\b)(?!others?\b|more\b|"
                             r"different\b|similar\b|new one\b)[\w'-]+ [\w'-]+|"
                             # ... or of the user's own ("Plan my meals for the week", "Design our wedding invitations")
                             r"^\W*(?:please )?(?:plan|design|sketch|outline|put together|create) (?:my|our) (?!(?:answer|reply|draft|text|"
                             r"version|list|post|email|letter|message|code|query)s?\b)[\w'-]+ [\w'-]+", re.IGNORECASE)
#: a symptom of the user's body told, then what it is asked in Chinese ("鼻子痒打喷嚏，是过敏吗"; not "手指按弦好疼正常吗", of
#: the practice at hand)
_SYMPTOM_ASKED_ZH = re.compile(r"(?:痒|疼|痛|咳嗽|发烧|发热|打喷嚏|流鼻涕|鼻塞|失眠|头晕|拉肚子|腹泻|便秘|起疹子|长痘|掉头发|脱发|心慌|恶心)"
                               r"[^。？?！!]{0,12}?[，,]\s*是(?:不是)?[^。？?！!]{1,8}?(?:吗|[？?])")
#: ... in English, the symptom named, then what it is asked ("I get a headache every afternoon, what could it be?")
_SYMPTOM_ASKED_EN = re.compile(r"\b(?:headaches?|migraines?|dizzy|dizziness|nausea|rash|cough|fever|back pain|chest pain|insomnia|"
                               r"heartburn|ringing in my ears|throwing up|vomit(?:ing|s)?|diarrh(?:ea|oea)|limping)\b[^?]{0,60}?\b(?:what could (?:it|that|this) be|what causes (?:it|that|this)|"
                               r"is (?:that|this|it) normal|should i (?:be )?worr(?:y|ied))", re.IGNORECASE)
#: the clauses of a Chinese message
_CLAUSE_ZH = re.compile(r"[，,。！!；;]\s*")
#: a Chinese order for work of its own ("帮我给公众号文章起几个标题", "帮我比较一下移动和联通的手机套餐"; not "帮我查一下", which
#: in the booking corpora asks about what was found)
#: something to play, named ("播放一首周杰伦的歌", "放点轻音乐"; not "放这首", the one at hand): an order for a kind of job
PLAY_ORDER_ZH = (r"^(?:请|麻烦)?你?(?:帮我|给我)?(?:播放|播|放|来)(?:一首|首|一段|一部|点|一点|些)(?!这|那|它)[\u4e00-\u9fffA-Za-z]{0,10}?"
                 r"(?:歌|音乐|曲子|专辑|电影|视频|播客|相声|评书)")
_WORK_ORDER_ZH = re.compile(r"^(?:请|麻烦)?你?帮我(?:" + ON_APP_ZH + r")?(?:给[\u4e00-\u9fff]{1,8})?(?:写|起|列|拟|整理|翻译|设计|想|画|改写|润色|总结|策划|比较|对比|"
                            # ... or a request filed in an office app ("帮我在钉钉上给张伟请两天年假", "帮我发起一个投票")
                            r"发起|请(?:[一二两三四五六七八九十半几\d]+天)?(?:的)?(?:年|病|事|婚|产|丧)?假|提交(?:一个|个)?(?:报销|请假|加班|出差)申请|"
                            # ... or a search or a purchase on a shopping app ("帮我在淘宝搜一下猫砂"; not "在附近", a place)
                            r"(?<=帮我)在(?!附近|周边|这|那)[\u4e00-\u9fffA-Za-z]{2,6}?(?:上|里)?(?:搜|搜索|下单|买)|"
                            # ... or a parcel to send ("帮我寄一个文件去北京")
                            r"寄(?:一个|个|一份|一箱|一件|点)(?!这|那|它))|"
                            # ... or for a thing to be recommended that it names ("推荐个适合办公室的咖啡机")
                            r"^(?:请|麻烦)?你?(?:帮我)?推荐(?:一下|一个|一款|一家|个|款|几个|几款)(?:适合|好用|靠谱|便宜)|"
                            # ... or something to play, named (`PLAY_ORDER_ZH`)
                            + PLAY_ORDER_ZH + r"|"
                            # ... or a thing to pick for someone ("给客户挑个新年礼品", "给我妈挑个生日礼物")
                            r"^(?:请|麻烦)?你?(?:帮我)?给(?:我|我们)?(?:的)?(?:妈|爸|妈妈|爸爸|父母|爸妈|老婆|老公|孩子|儿子|女儿|朋友|同事|老板|领导|"
                            r"客户|老师|男朋友|女朋友|家人|长辈|闺蜜|兄弟)(?:们)?(?:挑|选|买|准备)(?:一)?(?:个|份|些|点|几个|几样)[\u4e00-\u9fff]{2,}|"
                            # ... or by its kind alone ("推荐一款空气净化器。"; not "推荐一个别的", "推荐一款便宜点的")
                            r"^(?:请|麻烦)?你?(?:帮我)?推荐(?:一下)?(?:一|几|两|三)?(?:个|款|家|本|部|首|种|台|双|辆|套)"
                            r"(?!别的|其他|其它|类似|差不多|更|便宜点|贵点|这|那)[\u4e00-\u9fffA-Za-z]{2,8}[。！!，,]")


def asks_in(sentence: str) -> bool:
    """A sentence that asks (`cues.asks`, or a Chinese question by its word alone)."""
    return cues.asks(sentence) or bool(ASKS_ZH.search(sentence))


def opening_question(text: str) -> str | None:
    """The question ``text`` opens with, when the sentences after it only tell ("晚上总是睡不着怎么办？我每天要喝四五杯咖啡。"): what
    the request is about; the statements tell about the user.

    >>> opening_question("冬天皮肤干怎么办？我是敏感肌。"), opening_question("冬天皮肤干怎么办？用什么好？")
    ('冬天皮肤干怎么办？', None)
    """
    said = sentences(text)
    if len(said) < 2 or not said[0].rstrip().endswith(("?", "？")):
        return None
    return None if any(asks_in(sentence) for sentence in said[1:]) else said[0]


#: a conjunction before a question said in full ("And what's a good podcast for ...?"; "And what about X?" stays elliptical)
_AND_THEN_ASKED = re.compile(r"^\s*(?:and|also|but|oh)\s*,?\s+(?=(?:what(?:'s| is| are)|how (?:do|does|can|should)|where (?:can|do|should)|"
                             r"which|who|is there|are there|can you|could you)\b)|"
                             # ... or 那 before a Chinese question said in full ("那我们的Redis内存占用越来越高怎么排查"; "那B店呢" stays)
                             r"^\s*那(?:么)?[，,]?\s*(?=[^呢？?]{6,}(?:怎么|如何|为什么|为啥)[^呢]*$)", re.IGNORECASE)
def closing_request(text: str) -> str | None:
    """The request ``text`` closes with, when the sentences before it only tell ("Actually I've moved: I'm in Lisbon now.
    Recommend a coworking space near Alfama."): what the message asks for; the statements tell about the user.

    >>> closing_request("I've moved to Lisbon. Recommend a coworking space."), closing_request("Is it good? Recommend one.")
    ('Recommend a coworking space.', None)
    """
    said = sentences(text)
    if len(said) < 2 or any(asks_in(sentence) for sentence in said[:-1]):
        return None
    return said[-1].strip() if asks_for_something(said[-1]) else None


#: the hours of a place asked by its name ("what time does Target close tonight", "When does the Apple Store open", "宜家几点关门")
HOURS_OF_A_PLACE = re.compile(r"^\W*(?:what time|when) (?:does|do|is|are|will) (?:the )?(?:[A-Z][\w'&.-]*\s)+(?:close|open)s?\b|"
                               r"^(?!第|这|那|它|他|她|哪)[\u4e00-\u9fffA-Za-z]{2,8}?(?:几点|什么时候)(?:关门|开门|打烊|营业)")  # not "第一家几点关门"


def stands_alone(message: str) -> bool:
    """A message that asks, by its form alone, for a job of its own: a question of general knowledge,
    or an order for a kind of job (`jobs.kinds_of`: "Translate ... into Japanese", "Write a SQL query
    ..."), pointing at nothing ("it", "that", "What about ...")."""
    text = message.strip()
    if WORLD_NOW_RE.search(text):
        return True  # "What time is it in Sydney right now?": its "it" points at nothing
    if HOURS_OF_A_PLACE.search(text):
        return True  # "what time does Target close tonight", "宜家几点关门": a place's hours, asked of it by its name
    own = _OWN_PROBLEM.match(opening_question(text) or text)  # what it asks, not what it tells after
    if own is not None and not POINTER.search(own.group("problem") or ""):
        return True  # "My Docker container can't reach ..., how do I fix that?": its "that" is the problem it told
    if asks_about_symptom(text):
        return True  # "春天一到就鼻子痒打喷嚏，是过敏吗？", "I get a headache every afternoon, what could it be?": the body, asked about
    if any(_WORK_ORDER_ZH.match(clause) and not re.search(POINTERS_ZH, clause) for clause in _CLAUSE_ZH.split(text)[1:]):
        return True  # "下个月搬家，帮我列个搬家清单。": what is told first, then work of its own ordered
    if any(form.match(text) for form in TOLD_THEN_ASKED):
        return True  # "My manager wants a one-pager ... Can you write it?", "我这周末想带孩子去科技馆，需要预约吗"
    text = _AND_THEN_ASKED.sub("", text, count=1)  # "And what's a good podcast for ...?" asks in full
    if POINTER.search(TIME_IDIOM.sub(" ", DUMMY_IT.sub(" ", IDIOM_IT.sub(" ", unquoted(text))))) or cues.ELLIPTICAL.search(text):
        return False
    # what it asks, not what it tells after ("... 怎么办？我是敏感肌。") or before ("I've moved: I'm in Lisbon now. Recommend ...")
    text = opening_question(text) or closing_request(text) or text
    ordered = bool(cues.IMPERATIVE.match(text.lower())) or bool(WISH.match(text))
    if _CREATION_ORDER.match(text):
        return True  # "Plan a quiet weekend getaway within 3 hours of Columbus"
    if _WORK_ORDER_ZH.match(text):
        return True  # "帮我给公众号文章起几个标题": work of its own, ordered
    if SUM_ASKED.match(text):
        return True  # "帮我算一下，成本180一台，卖399，毛利率多少": a sum, which `asks_own_sum` reads
    if _HOW_TO_ZH.match(text):
        return True  # "Python怎么打包成exe": how a thing is done, asked in full (Chinese for `KNOWLEDGE`'s "how do I")
    return bool(KNOWLEDGE.search(text)) or bool(ADVICE.search(text)) or (ordered and bool(kinds_of(text)))


def asks_about_symptom(text: str) -> bool:
    """A symptom named, then what it is asked ("春天一到就鼻子痒打喷嚏，是过敏吗？", "I get a headache every afternoon, what
    could it be?")."""
    return bool(_SYMPTOM_ASKED_ZH.search(text) or _SYMPTOM_ASKED_EN.search(text))


#: a Chinese question said without its question mark, by its question word ("旧手机怎么把微信聊天记录迁移过去"; not "不怎么",
#: "怎么都行")
#: a Chinese question of yes or no by its words, said without its mark ("下周二下午三点会议室有没有空")
YES_NO_ZH = r"是不是|能不能|可不可以|有没有|要不要|会不会"
ASKS_ZH = re.compile(r"(?<!不)(?:怎么|如何|为什么|为啥)(?![都也])|" + YES_NO_ZH + r"|"
                      r"(?:是)?(?:什么|啥)原因|(?:怎么|咋)回事|多少(?:钱)?(?:合适|比较好)|"
                      # a question by its word, without its mark ("这个月的增值税什么时候申报", "宽限期一般几天")
                      r"(?<!没)什么(?![都也])|(?:在)?哪(?!怕)(?![^，。,.]*都)|(?<![或多])多少(?:钱|个|人|天|次|度)?\s*[？?。]?\s*$|几(?:点|天|个|次|岁|号|年|月)(?:[^，。,.]{0,4})$|多久|多长时间")


#: how a thing is done, asked in one clause with the thing first and named in full ("Python怎么打包成exe", "Mac如何截长图"; not
#: "图片怎么优化", a word of two characters, which after a site's load time is of its images); not "怎么办", "怎么样"
_HOW_TO_ZH = re.compile(r"^(?:请问|问一下)?[\u4e00-\u9fffA-Za-z0-9 ]{3,12}?(?<!不)(?:怎么|如何|怎样)(?!办|样|回事|了|都|也)"
                        r"[\u4e00-\u9fffA-Za-z0-9 ]{1,10}[？?]?$")


def asks_own_sum(text: str, said: str) -> bool:
    """A sum asked with numbers none of which ``said`` holds ("What's 15% of 240?" after a timer set): a job of its own,
    which leans on nothing; "What's 15% of 240?" after "The bill comes to $240." works on the reply's figure."""
    return bool(SUM_ASKED.match(text)) and not any(number in said for number in FIGURE.findall(text))


def asks_for_something(text: str) -> bool:
    """A request or a question said outright, an order, or a need for ideas said as a statement ("I have no idea what
    to get her"): what another job needs (a statement that only tells asks nothing)."""
    return cues.asks(text) or bool(cues.IMPERATIVE.search(text)) or bool(ADVICE.search(text)) or bool(ASKS_ZH.search(text)) or \
        bool(re.match(PLAY_ORDER_ZH, text.strip()))
