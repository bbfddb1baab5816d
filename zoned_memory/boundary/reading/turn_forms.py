"""How a turn's words leave room for another job (`unrelated` reads them): the assistant's reply that closes the
exchange or only confirms an edit, a question asked by its mark or its words, one of the work itself, and the user's
report that the job is done or left there.

>>> bool(EDIT_DONE.match("Added the VP of Sales hire.")), bool(EDIT_DONE.match("Booked your haircut for 2 PM."))
(True, False)
>>> bool(ASKED.search("家用咖啡机推荐一下")), bool(OF_THE_WORK.search("违约金写多少合适？"))
(True, True)
"""

from __future__ import annotations

import re

__all__ = ["ASKED", "CLOSES", "DONE_ZH", "EDIT_DONE", "LEAVES_IT", "OF_THE_WORK", "WORKED"]

#: the assistant closes the exchange without offering more ("Glad it helps!", "You're welcome.", "很高兴能帮到你")
CLOSES = re.compile(r"\b(?:glad (?:it|that|this|i could|i can|to) (?:helps?|helped|help(?:ed)? you)|you'?re (?:very |most )?welcome|"
                     r"happy to help|my pleasure)\b|很高兴(?:能)?帮|不客气|乐意效劳", re.IGNORECASE)
#: the Chinese of a job reported done beside `cues.DONE` (a model feature, kept as trained): "已将第二段的术语改为..."
DONE_ZH = re.compile(r"已(?:将|把|改|修改|调整|更新|添加|加上|加入|删除|替换|翻译|整理|处理|提交|上传|生成|写好|做好|发出|发给)")
#: a reply that only confirms an edit of the work ("Added the VP of Sales hire.", "CTA set to 'Start free'.", "已改为主推二两装。"):
#: the edit is done, and a question after it that shares nothing with the task asks of something else
EDIT_DONE = re.compile(r"^(?:(?:done|ok|okay|sure|got it)[.!,:]?\s*)?(?:added|updated|changed|removed|switched|renamed|moved|replaced|"
                        r"fixed|trimmed|rewrote|rewritten|shortened|saved|swapped|timed|set|made|cut|tightened|softened|marked|"
                        # ... any verb of an edit done, in a reply of one short sentence ("Scoped the policy to the log-shipper role.")
                        r"(?!(?:noted|indeed|agreed|need|based|tired|scared|excited|interested|pleased|surprised|confused|worried|"
                        r"concerned|supposed|used|married|retired|allowed|required|needed|expected|"
                        # a job reported done is no edit of the work ("Booked your haircut at Great Clips, Saturday 2 PM.")
                        r"booked|reserved|scheduled|ordered|confirmed|found|purchased|sent|submitted|paid|cancell?ed|started|played|"
                        r"requested|called|transferred|emailed|texted|notified|registered)\b)[a-z]{2,}ed(?= )(?=[^.!?;:]{0,60}[.!]?\s*$))\b|"
                        r"^[\w' -]{1,30} (?:set|changed|updated|switched|moved) to\b|^已(?:经)?(?:将|把|按|改|修改|调整|更新|添加|加上|加入|加在|写入|写上|写了|写好|写|补上|补充|加(?![油班急快速价热重入])|"
                        r"删除|替换|换成|改为|压缩|精简|整理|标注|列出)", re.IGNORECASE)
#: a question by its mark or its words ("Best mattress firmness for side sleepers?", "十月份去新疆合适吗", "猫粮怎么选")
ASKED = re.compile(r"[?？]\s*$|[吗呢]\s*[。!！]?\s*$|^\W*(?:what|how|why|which|where|when|who|whose|is|are|can|could|should|would|do|"
                    r"does|did|will)\b|什么|怎么|为什么|为啥|哪|多少|"
                    # ... or asked for as advice ("家用咖啡机推荐一下", "Recommend a good rice cooker")
                    r"(?:推荐|介绍|科普)(?:一下|几[个款本部家]|个)|^\W*(?:please\s+)?(?:recommend|suggest)\b", re.IGNORECASE)
#: a question of the work itself: what to write in it ("违约金写多少合适？"), each of its items ("每项大概多长时间？"), whether
#: it needs a step
OF_THE_WORK = re.compile(r"(?:写|改|加|删)(?:多少|什么|啥|哪|几|成|为|到|上|进|在|个|一|得|掉|不)|(?:怎么|如何|要不要|需不需要)(?:写|改|加|删)|"
                          r"每项|每一项|各项|每个步骤|每一步|"
                          # ... or whether it needs or allows a step ("中文分词要额外配置吗"; not "will": "逾期一天会影响征信吗")
                          r"(?:要(?!紧)|需要|得|能|可以)[^，。,？?]{0,8}吗\s*[？?]?\s*$")  # 要紧吗 asks whether it is serious
#: the user reports that the fix worked ("Works.", "That did the trick!", "ok that's working now.", "好了，能跑了。"): the job is done
WORKED = re.compile(r"^\s*(?:(?:ok(?:ay)?|great|cool|nice|yes|yep)[,.!]?\s+)?(?:(?:it|that)(?:'s|\s+is)?\s+)?"
                     r"(?:works|worked|works now|builds now|runs now|did it|did the trick|fixed it|(?:working|fixed|running)(?: now)?)"
                     r"(?:,?\s*(?:thanks|thank you)(?: so much)?)?[.!]+\s*|"
                     r"^\s*(?:(?:好了|可以了)[，,]\s*)?(?:能跑了|跑通了|搞定了?|解决了|好了|可以了)[，,。.!！]+\s*", re.IGNORECASE)


#: the user leaves the task there ("行，先这样。", "OK, that's it for that. ..."): what follows is asked anew
LEAVES_IT = re.compile(r"^\s*(?:(?:行|好的?|嗯|ok(?:ay)?|alright|cool)[，,\s]*)?(?:先这样(?:吧)?|就这样(?:吧)?|先到这(?:里|儿)?(?:吧)?|"
                        r"that'?s (?:it|all|enough) for (?:that|this|now)|let'?s leave it (?:there|at that)|good enough)[。.!！，,]+\s*",
                        re.IGNORECASE)
