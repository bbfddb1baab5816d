"""Work on another named subject (`subject_change.subject_changed` asks them): an order for work on a name the task never
said ("Price out the Halloway order" after the Osprey report), the task's opening order on another owner's thing
("Summarize Initrode's annual report too" after Globex's 10-Q), another of the task's things by a name it never said ("find
the one with Copperleaf too" after the Brightline contract), an order on a part of a running system by a name the task never
said ("pause the marketing_attribution dag" after the sales_etl run). `subjects` has the names.
"""

from __future__ import annotations

import re

from ..reading.cues import CJK, IMPERATIVE
from ..reading.pointers import POINTER
from ..learned.features import TaskState
from ..reading.subjects import names_in
from ..reading.vocabulary import told_in_task

__all__ = ["another_one_named", "orders_on_another_system", "orders_on_another_name", "swapped_owner"]

#: an order's first words: a verb before what it works on ("Price out the Halloway order", "Review the Lumen contract"), not a
#: question's, a pronoun's or a preposition's
_ORDER_FIRST = re.compile(r"^(?!(?:what|which|who|where|when|why|how|is|are|was|were|do|does|did|can|could|would|should|will|shall|"
                          r"may|might|must|has|have|had|all|both|half|only|even|just|maybe|perhaps|thanks|not|and|but|or|so|then|"
                          r"also|in|on|at|for|of|with|from|to|by|about|after|before|during|like|i|we|you|he|she|they|it|my|our|"
                          r"the|a|an|this|that|these|those|there|here|yes|no|ok|okay|great|cool|nice|good|sure|actually|really|well|oh|"
                          r"howabout|hmm|hey|hi|hello|please|now)\b)"
                          r"[A-Za-z]+(?: (?:out|up|over|through|down|together))? (?:the|a|an|my|our|all|every|each)\b", re.IGNORECASE)
#: an edit of the work at hand: naming someone new, it adds to the work ("Add the Halloway deal", "Thank the Lumen team")
_EDIT_FIRST = re.compile(r"^(?:add|include|mention|insert|cc|bcc|send|forward|attach|put|move|cite|quote|thank|address|sign|tag|"
                         r"credit|email|reply|copy|remove|drop|replace|swap|change|rename|use|make|list|note|set|say|call|invite|"
                         r"ask|tell|show|let|highlight|bold|link|compare|contrast)\b", re.IGNORECASE)


#: a named subject of work: a name before the thing of it worked on ("the Halloway order", "the Lumen contract renewal")
_NAMED_WORK = re.compile(r"\b(?:the|our|my) ((?:[A-Z][\w&'-]*\s){1,3})(?:[a-z]+\s)?(?:order|contract|report|account|project|deal|proposal|"
                         r"memo|deck|lease|invoice|budget|launch|campaign|survey|case|file|repo|repository|renewal|rfp|bid|quote|"
                         r"estimate|pitch|brief|plan|roadmap|audit|review|migration|release|pipeline|portfolio|client|customer|"
                         r"vendor|supplier|tender|agreement|policy|claim|application|listing|site|store|event|incident|postmortem)s?\b")


def orders_on_another_name(message: str, texts: list[str], assistant: str) -> bool:
    """An order for work on a name (its first sentence's) that neither the task nor the reply said, in a task about
    a named subject whose names it does not say ("Price out the Halloway order: 40 chairs at $120 list." after
    the Osprey report): the work of another subject. Not an edit of the work at hand ("Add the Halloway deal")
    nor one pointing at it ("Send it to Halloway").

    >>> orders_on_another_name("Review the Lumen contract.", ["Summarize the Ridgeway lease."], "Five years, 3% a year.")
    True
    >>> orders_on_another_name("Add the Lumen contract.", ["Summarize the Ridgeway lease."], "Five years, 3% a year.")
    False
    """
    text = message.strip()
    if not texts or CJK.search(text) or POINTER.search(text) or not _ORDER_FIRST.match(text) or _EDIT_FIRST.match(text):
        return False
    first = re.split(r"(?<=[.!?:;])\s", text, maxsplit=1)[0]
    named = frozenset(name.lower() for found in _NAMED_WORK.finditer(first) for name in found.group(1).split()) & names_in(first)
    before = frozenset().union(*(names_in(t) for t in texts))
    said = " ".join([*texts, assistant]).lower()
    return bool(before) and bool(named) and not named & before and \
        not any(re.search(r"\b" + re.escape(name) + r"\b", said) for name in named)


#: whose thing a request works on ("Globex's Q3 10-Q", "Contoso Ltd's annual report")
_OWNER = re.compile(r"\b((?-i:[A-Z])[\w&-]*(?: (?-i:[A-Z])[\w&-]*){0,2})'s\b")


def swapped_owner(message: str, request: str) -> bool:
    """The task's opening order again, by its verb, on another owner's thing ("Summarize Initrode's last annual report
    too" after "Summarize Globex's Q3 10-Q filing"), not naming the first owner nor pointing at the work.

    >>> swapped_owner("Summarize Initrode's annual report too", "Summarize Globex's Q3 10-Q filing")
    True
    >>> swapped_owner("Summarize Globex's annual report too", "Summarize Globex's Q3 10-Q filing")
    False
    """
    if CJK.search(message) or POINTER.search(message):
        return False
    verb, first = message.strip().split(maxsplit=1)[:1], request.strip().split(maxsplit=1)[:1]
    if not verb or verb[0].lower() != (first[0].lower() if first else "") or not IMPERATIVE.match(message.strip().lower()):
        return False
    owner, before = _OWNER.search(message), _OWNER.search(request)
    return owner is not None and before is not None and owner.group(1).lower() != before.group(1).lower() and \
        before.group(1).lower() not in message.lower()


#: another of the things the task works on, told by a name ("find the one with Copperleaf too", "the one from HR about open
#: enrollment")
_THE_ONE_NAMED = re.compile(r"\b(?:the|that) ones? (?:with|from|for|of|by|about|to) (?:the )?((?-i:[A-Z])[\w&'.-]*(?: (?-i:[A-Z])[\w&'.-]*){0,2})",
                            re.IGNORECASE)


def another_one_named(current: TaskState, message: str, assistant: str = "") -> bool:
    """Another of the task's things, pointed at as "the one" of a name that neither the task's messages, its replies nor
    the reply just given said: the same job on another subject.

    >>> task = TaskState(task_id="t", texts=["search my drive for the vendor contract with Brightline"])
    >>> another_one_named(task, "find the one with Copperleaf too", "Found 'Brightline MSA 2025.pdf'.")
    True
    >>> another_one_named(task, "open the one from Brightline")
    False
    """
    if not current.texts or CJK.search(message):
        return False
    said = told_in_task(current, assistant)
    return any(not re.search(r"\b" + re.escape(found.group(1).lower()) + r"\b", said) for found in _THE_ONE_NAMED.finditer(message))


#: an order on a part of a running system named by its identifier ("stop the dev-sandbox instances", "pause the
#: marketing_attribution dag", "restart api-7"): a name with "-" or "_" before the part's kind, or one with a digit or "_"
_SYSTEM_PART = (r"(?:instances?|dags?|services?|jobs?|clusters?|buckets?|tables?|pipelines?|pods?|queues?|topics?|repos?|repositories|"
                r"branch(?:es)?|databases?|dbs?|servers?|schemas?|indexes|index|functions?|lambdas?|containers?|deployments?|namespaces?|"
                r"vms?|nodes?|workflows?|crons?|environments?|envs?|stacks?)")
_ORDERED_ON_SYSTEM = re.compile(r"^\W*(?:(?:now|also|and|then|ok(?:ay)?|great|thanks|please)\W+)*"
                                r"(?:stop|start|pause|unpause|resume|restart|reboot|kill|terminate|delete|drop|scale(?: up| down)?|deploy|"
                                r"roll ?back|disable|enable|suspend|trigger|rerun|run|check|inspect|clean(?: up)?|purge|archive|backfill|"
                                r"snapshot|lock|unlock|shut down|spin (?:up|down)|tear down|migrate|upgrade|patch) (?:all )?(?:the |our )?"
                                r"(?P<name>[a-z0-9]+(?:[-_][a-z0-9]+)+)(?: (?P<part>" + _SYSTEM_PART + r"))?\b", re.IGNORECASE)


def orders_on_another_system(message: str, said: set[str]) -> bool:
    """An order on a part of a running system by an identifier none of whose words the task said (``said``: its
    `said_in_task`): the same kind of work on another subject ("stop the dev-sandbox instances" after last month's
    AWS bill, "pause the marketing_attribution dag until monday" after the sales_etl run). Not a word with a hyphen
    ("send the follow-up email"): the name is followed by the part's kind, or holds a digit or "_".

    >>> orders_on_another_system("pause the marketing_attribution dag until monday", {"sales_etl", "dag", "retry"})
    True
    >>> orders_on_another_system("restart the checkout-api pods", {"checkout", "pods", "memory"})
    False
    >>> orders_on_another_system("send the follow-up email", {"invoice"})
    False
    """
    found = _ORDERED_ON_SYSTEM.match(message.strip())
    if found is None or CJK.search(message):
        return False
    name = found.group("name").lower()
    if found.group("part") is None and not re.search(r"\d|_", name):
        return False
    return name not in said and not set(re.split(r"[-_]", name)) & said
