"""What is never promoted out of the task, whoever reads it (rules, the learned model, the session reader).

Two kinds of statement about the user are not facts to keep in a profile that enters every task's prompt:

- a **secret** used to prove who they are or to open an account: a password or PIN, a security answer
  (a mother's maiden name, a childhood pet's name), an account, card, ID or social security number, a key or
  a one-time code. A bank assistant asks for them (STAR: "Mother's maiden name is Cooper"); copied to the
  global zone they would be handed to every later model call. They stay with the task that asked for them.
- an **illness of the moment**: a cold, the flu, a fever, a headache, a sore throat ("I have a cold.", "我感冒了").
  A standing condition ("I have asthma", "I get migraines every month", "我有高血压") is a constraint to keep.

>>> holds_secret("My mother's maiden name is Cooper"), holds_secret("我的银行卡密码是123456")
(True, True)
>>> holds_secret("I'm allergic to peanuts")
False
>>> is_acute_illness("I have a cold."), is_acute_illness("I have asthma"), is_acute_illness("我有点发烧")
(True, False, True)
"""

from __future__ import annotations

import re

from ..sentences import plain

__all__ = ["holds_secret", "is_acute_illness", "never_promoted"]

#: a secret named and then given ("My password is hunter2", "PIN: 1234", "我的银行卡密码是123456"); naming one without its
#: value is no secret ("use the sandbox API key", "今天我们用的都是测试账号")
_SECRET_NAMES = (r"pass(?:word|code|phrase)|pin(?: code| number)?|security (?:question|answer|code)|"
                 r"social security(?: number)?|ssn|cvv|cvc|(?:account|card|routing|credit card|debit card|passport|driver'?s licen[cs]e|"
                 r"licen[cs]e|national id|id|tax id|iban|member(?:ship)?) (?:number|no\.?|#)|api key|access token|secret key|private key|"
                 r"one[- ]time (?:code|password)|otp|verification code|2fa code")
_SECRET = re.compile(
    r"\b(?:" + _SECRET_NAMES + r")s?\b[^.?!。？！]{0,25}?\d{3,}|"  # a value with digits ("my pin It was either 1596 or 0314")
    r"\b(?:" + _SECRET_NAMES + r")s?\s*(?:is|was|=|:)\s*\S|"
    r"\bmaiden name\b|\bchildhood pet'?s?(?: name)?\b|\b(?:first|childhood) pet was (?:called|named)\b|"
    r"(?:密码|口令|验证码|身份证号(?:码)?|银行卡号|信用卡号|卡号|账号|帐号|社保号|护照号|密钥|私钥)\s*(?:是|为|:|：)|"
    r"(?:密码|口令|验证码|身份证号(?:码)?|银行卡号|信用卡号|卡号|账号|帐号|社保号|护照号)\s*\d|娘家姓|安全问题的?答案", re.IGNORECASE)

#: what a standing condition says of itself ("chronic", "every winter", "since I was a kid", "容易", "一...就")
_STANDING = re.compile(r"\b(?:chronic|always|every|whenever|often|usually|each|since (?:i was|childhood|birth)|"
                       r"(?:get|gets|getting) (?:a |an )?\w+ (?:a lot|easily|often))\b|容易|经常|老是|一\S{0,4}就|慢性|常年|每", re.IGNORECASE)
_ACUTE = re.compile(
    r"\b(?:i(?:'ve| have)?|i'm|i am)(?: (?:also|still|just|really|now|probably|think i|kind of|sort of|already))*"
    r" (?:have|had|got|caught|getting|coming down with|come down with|suffering from|fighting)"
    r" (?:a |the |this |some )?(?:(?:bad|slight|mild|terrible|nasty|little|bit of a|touch of the|touch of a) )?"
    r"(?:cold(?!-)|flu|fever|headache|stomach ?ache|sore throat|runny nose|stuffy nose|cough|hangover|toothache|"
    r"temperature|sunburn|stomach bug|upset stomach|food poisoning|covid|corona|diarrh?o?ea|nausea|the runs)\b(?! (?:allerg|sensitiv|intoleran|urticaria|weather|brew|calls?|emails?|storage))|"
    r"\b(?:runny nose|stuffy nose|sore throat|sneezing|sneezes)\b|"
    r"我(?:今天|这两天|最近|昨天|现在)?(?:有点|有些|好像)?(?:感冒|发烧|发热|头疼|头痛|咳嗽|拉肚子|嗓子疼|流鼻涕|喉咙痛|中暑|牙疼|胃疼|肚子疼)", re.IGNORECASE)


def holds_secret(text: str) -> bool:
    """True if the statement holds or names a secret that proves who the user is (see the module docstring)."""
    return bool(_SECRET.search(plain(text)))


def is_acute_illness(text: str) -> bool:
    """True if the statement tells an illness of the moment, not a standing condition; read as typed or as the
    patterns read it ("I’ve got the flu": whoever labelled it, an LLM extractor included)."""
    reading = plain(text)
    return bool(_ACUTE.search(reading)) and not _STANDING.search(reading)


def never_promoted(text: str) -> bool:
    """True if no reader may promote the statement to the session or global zone."""
    return holds_secret(text) or is_acute_illness(text)
