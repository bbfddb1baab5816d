"""The words that scope a statement to this session, in one place for both languages.

`english.SESSION` and `chinese.SESSION` build session context from them (a scope with an instruction
on how to work, or the user's situation for this session's work), and `statements` keeps a scope
said alone ("In this session,", "这次对话中，") with the clause it scopes.

>>> import re
>>> bool(re.fullmatch(SESSION_EN, "for the rest of this chat", re.IGNORECASE))
True
>>> bool(re.fullmatch(SESSION_ZH, "这次会话里"))
True
>>> bool(re.fullmatch(SESSION_EN, "this afternoon", re.IGNORECASE)), bool(re.match(SESSION_ZH + "$", "本周五"))
(True, False)
"""

from __future__ import annotations

import re

__all__ = ["CONVERSATION_EN", "INSTRUCTION_EN", "SESSION_EN", "SPLIT_SCOPE_EN", "CONVERSATION_ZH", "SESSION_ZH", "SESSION_RE"]

#: this conversation as a scope ("in this chat", "throughout our session", "until we're done today")
CONVERSATION_EN = (r"(?:(?:for|in|during|throughout|within|until the end of) (?:the rest of )?(?:this|the|our|today's) "
                   r"(?:whole |entire )?(?:conversation|chat|session|thread)s?|until we(?:'re| are)? (?:done|finish(?:ed)?)(?: today)?|"
                   r"while we(?:'re| are)? (?:chat(?:ting)?|talk(?:ing)?)(?: today)?|"
                   r"until (?:i say (?:otherwise|stop|so)|i tell you (?:otherwise|to stop)|further notice))")
#: this session's scope: the conversation (also without a preposition: "this session, answer in French"), today, for now
SESSION_EN = (r"(?:today|for now|for today|for (?:today|tonight|this week)'?s [a-z-]+|for the time being|(?:this|our) (?:session|conversation|chat)|this (?:morning|afternoon|evening|week)|"
              r"for the rest of (?:the day|the week|today|the (?:morning|afternoon|evening)|this (?:morning|afternoon|evening)|tonight)|"
              r"tonight|until we wrap up(?: today)?|until (?:tonight|this evening|the end of (?:the|to)day|end of day)|"
              # while the user is somewhere for now ("While I'm on this train", "while we're at the airport")
              r"while (?:i'?m|i am|we'?re|we are) (?:on|in|at) (?:this|the|a|my) [\w-]+|"
              r"for the next (?:hour|half hour|half an hour|(?:few|couple of|two|three|\d+) hours|while|bit|few days)|" + CONVERSATION_EN + r")")
#: what the statement splitter keeps with its clause: a session scope, or "from now on" (a lasting preference)
SPLIT_SCOPE_EN = r"(?:" + SESSION_EN + r"|from now on)"
#: how to work or answer: the instructions a scope turns into session context
INSTRUCTION_EN = (r"use|treat|assume|answer|reply|respond|write|keep|format|frame|phrase|tailor|call me(?! (?:a|an|the|back|later|tomorrow)\b)|stick to|avoid|skip|include|exclude|quote|"
                  r"count|consider|convert|default to|give(?! me (?:a|an|some|one|\d+)\b)|show(?! me (?:a|an|some|one|\d+)\b)|price|round|don'?t use|do not use|no (?:jargon|emojis?|markdown|tables|bullets)|"
                  r"focus on|work in|cite|double-check|be|refer to|pretend|explain things|talk to me|speak|think like|act (?:like|as)|"
                  r"prioriti[sz]e|favou?r|flag|highlight|point out|warn me|let'?s say|suppose|let'?s assume")
#: this conversation as a scope ("这次会话里", "本次对话中", "这轮聊天")
CONVERSATION_ZH = (r"(?:(?:在)?(?:这一?次|本次|这个|这一?轮|这段|接下来|今天|今晚)(?:的)?(?:会话|对话|聊天|讨论|交流|咨询)(?:里|中|内)?|"
                   r"(?:直到|在)?我说(?:停|可以了|不用了|结束)(?:之前|为止)|(?:直到|在)?(?:我们|咱们)?(?:聊完|谈完)(?:之前|以前|为止)|"
                   r"(?:直到|在)?(?:我们|咱们)(?:说完|结束)(?:之前|以前|为止))")
#: this session's scope: the conversation, today, this time, from here on
SESSION_ZH = (r"(?:" + CONVERSATION_ZH + r"|(?:这|今天)一整天|今天(?:上午|下午|晚上)?|这个(?:上午|下午|晚上)|今晚|今早|这次|本次|这一?轮|本轮|接下来(?:的)?(?:(?:一|两|半|[一二两三\d]+)个?(?:小时|钟头|上午|下午|晚上))?(?:里|内)?|这几天|这两天|这段时间|(?:本|这)周(?![一二三四五六日天末])|"
              r"这个星期(?![一二三四五六日天])|今天之内)")
#: a scope of this session in either language, compiled once (the rules and the session reader search with it)
SESSION_RE = re.compile(SESSION_EN + "|" + SESSION_ZH, re.IGNORECASE)
