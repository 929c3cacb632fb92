// Text normalisation shared by the patient, nurse and search matchers: case, accents, punctuation,
// contractions, abbreviations, and British/American spelling folded to one canonical form. The
// same function runs on the authored case text and on the trainee's words, so whichever way a
// rule folds a word, both sides meet.

import { wordMemo } from './case-cache.ts';

/**
 * How people type and speak, folded to plain English: Scots, Irish and northern forms, an Australian
 * "how are you going?", the interjections that open a turn ("Righto, …", "Okey-dokey, …") and text
 * speak. Shared by the engine's tokens (and so the scorer's phrases), its clause patterns
 * (`plainText`) and its sentence splitter, so all of them read a turn alike (ADR 0145).
 */
export const spokenForms: readonly (readonly [RegExp, string])[] = [
  // Scots and Irish forms a trainee may type as spoken ("I'm fae the urology team", "you cannae get
  // anything out", "what are you most feart of?"). Not "wee": that is also passing water.
  [/\b(can|do|did|does|is|was|would|could|should|have|has)nae\b/g, '$1 not'],
  [/\bdinna\b/g, 'do not'],
  // "How are you going?" is how an Australian asks how you are.
  [/\bhow (are|r) (you|ya|u) going\b/g, 'how are you doing'],
  [/\bno'(?=\s|$)/g, 'not'],
  [/\bwi'?(?=\s|$)/g, 'with'],
  [/\bfae\b/g, 'from'],
  [/\bnae\b/g, 'no'],
  [/\bye\b/g, 'you'],
  // "What's brought yer in?", "d'yer smoke?": "yer" is "you" before a verb, a particle or the end,
  // "your" before a noun.
  [/\bd'(?:yer|ye|ya|you|yu)\b/g, 'do you'],
  [
    /\byer(?='(?:ve|ll|d|re)\b| (?:in|out|back|up|down|here|there|home|now|today|then|to|at|for|ever|ok|okay|alright|go|get|got|feel|felt|know|think|want|need|have|had|been|do|did|see|saw|live|smoke|drink|work|notice|noticed|remember|mind|like|take|took|can|could|will|would|should|are|were)\b|\s*[?.!,]|$)/g,
    'you',
  ],
  [/\byer\b/g, 'your'],
  [/\byerself\b/g, 'yourself'],
  // The Black Country and the Midlands ("worrum I seein yer for?", "what's bin gooin on?", "when yow
  // do goo", "what's brung yer in?") and the dropped h of many English voices ("what's 'appenin?",
  // "'ave yer 'ad this before?"). "Bin" is been except where it is a bin; "goo" is go only after a
  // verb's helper (a "goo" may be a discharge).
  [/\byow\b/g, 'you'],
  // "How am ya?", "how am yer feelin?": how are you.
  [/\bhow am (ya|yer|yow|you)\b/g, 'how are you'],
  [/\bworr?um\b/g, 'what am'],
  [/\bworrit\b/g, 'what it'],
  [/\bgerra\b/g, 'get a'],
  [/\bbrung\b/g, 'brought'],
  [/(?<!\b(?:the|a|sharps|wheelie|clinical|waste|dust|pedal|in|into)\s)\bbin\b/g, 'been'],
  [/\bgoo(?:in'?|ing)(?=\s|[?.!,]|$)/g, 'going'],
  [/\b(do|did|to|will|can|could|must|you|i|we|not|ever) goo\b/g, '$1 go'],
  [
    /(^|[^a-z])'(ave|avin|aving|ad|as|ow|urt|urts|urtin|urting|ome|ere|im|is|ead|eadache|eadaches|eart|ospital|appen|appens|appened|appenin|appening)\b/g,
    '$1h$2',
  ],
  [
    /\b(see|go|do|com|hav|gett|feel|pass|tak|mak|look|work|eat|drink|sleep|bleed|wee|pee|leak|dripp|hurt|throw|bring|think|say|tell|ask|try|sort|check|keep|stand|walk|runn|lift|play|wait|worry|smok|us|happen|bother|wett|start|stopp|strain|push|dribbl|burn|sting|pull|wak|ly|sitt|mov|los|gain|bein|wonder)in\b(?!')/g,
    '$1ing',
  ],
  [/\bfeart\b/g, 'afraid'],
  [/\baye\b/g, 'yes'],
  // "These complaints", as South Asian English says "these symptoms" (not "any complaint of pain…").
  [/\b(these|those|this|the|your|ur) complaints\b/g, '$1 symptoms'],
  // "The same pain (as now)", "same type pain": the complaint in hand, as "pain like this" is.
  [/\b(?:the )?same (?:type |kind |sort )?(?:of )?(pain|swelling)\b/g, '$1 like this'],
  // "You have some disease?", "other diseases?": medical conditions.
  [/\b(some|other|any|another) diseases?\b(?! of)/g, '$1 medical conditions'],
  // "How does the urine look?", "how de pee looking?": what it looks like.
  [/\bhow (?:does|is|s) (the|your|ur) (urine|pee|wee|water) look(?:ing)?\b/g, 'what does $1 $2 look like'],
  // "How does the urine look compared to your normal?": how it looks now.
  [/\s*,?\s*compared (?:to|with) (?:your |the |what is |what s )?(?:normal|usual)\b/g, ''],
  // "What did you put it all down to yourself?": what the patient thought the cause was.
  [/\bput (it|this|that|it all|this all|all this|all that) down to\b/g, 'think caused $1'],
  // "How many per day?": a day.
  [/\bper (day|week|month|year|night|hour)\b/g, 'a $1'],
  // "Last time urine properly you passed when?": when urine was last passed.
  [/\b(?:the )?last time (?=urine\b)/g, 'last '],
  // Medicines "used" are taken: "you are using which medicines?", "which tablets you are using?".
  [
    /\b(?:use|using|used)\b(?=\s+(?:(?:any|which|what|some|the|these|those|other|regular|your|ur)\s+)?(?:medicines?|medications?|meds|tablets?|pills?)\b)/g,
    'taking',
  ],
  [/\b(medicines?|medications?|meds|tablets?|pills?)((?:\s+[a-z]+){0,3}?)\s+(?:use|using)\b/g, '$1$2 taking'],
  // "How much fluid in the course of a working day?": during a day.
  [/\bin the course of\b/g, 'during'],
  [/\ba working day\b/g, 'a day'],
  [/\ba (?:normal|typical|usual|average|regular) day\b/g, 'a day'],
  // "Might I enquire about the bowels?": to enquire is to ask.
  [/\b(?:enquire|inquire)\b/g, 'ask'],
  // Text-speak for "please" ("bev, pls make sure the skin goes back, ok?").
  [/\b(?:pls|plz|plse)\b/g, 'please'],
  // South Asian English asks a duration from its start: "since how long has it been up?".
  [/\bsince how long\b/g, 'how long'],
  [/\bfrom how long\b/g, 'how long'],
  // …and in units: "since how many hours you are having this pain?", "since how many days or months?".
  [
    /\b(?:since|from) how many (?:minutes|hours|days|weeks|months|years)(?: or (?:hours|days|weeks|months|years))?\b/g,
    'how long',
  ],
  // …and without "since": "how many days have you had this?", "how many weeks you have this?" ask how
  // long ("how many days a week…?", "how many days do you drink?" are how often: the lookahead lets
  // only a subject or a verb of having or being follow).
  [
    /\bhow many (?:minutes|hours|days|weeks|months|years)(?= (?:have|has|had|you|u|ye|it|this|that|since|now|already|is|are|was|were|did)\b)/g,
    'how long',
  ],
  // "Have you ever got to the point where you couldn't go?": reaching a state, not a place or a time.
  [
    /\b(?:(?:got|get|gotten|come|came) to|reach(?:ed)?(?: to)?) the (?:point|stage) (?:where|when|that)\s+/g,
    '',
  ],
  // "Has there ever been a time when…?" asks whether it ever happened, not when; an adverb inside a
  // negative ("the water simply wouldn't come") changes nothing.
  [/\bbeen (?:a time|an occasion|times|any time) (?:when|where|that)\s+/g, 'ever '],
  [
    /\b(?:simply|just|really|completely|totally) (would not|will not|could not|can not|did not|does not|do not)\b/g,
    '$1',
  ],
  // "No blurring, I hope?": the doctor's hope, not the patient's expectations asked.
  [/,?\s*\bi hope(?: so| not)?\s*$/g, ''],
  // "Could you describe how it looked?": what it looked like, not the character of a pain.
  [
    /\bdescribe (?:to me )?how (it|they|the [a-z]+|your [a-z]+) (?:looked|looks|look)\b/g,
    'what did $1 look like',
  ],
  // "Such type of pain before?": pain like this (as "the same type of pain").
  [
    /\b(?:such (?:a )?(?:type |kind |sort )?(?:of )?|(?:this|that) (?:type|kind|sort) of )(pain|swelling|problem|symptoms?)\b/g,
    '$1 like this',
  ],
  // "Painfull", "carefull": a doubled final l ("overfull" is a word).
  [/\b(?!over)([a-z]{3,})fulls?\b/g, '$1ful'],
  // A pain "near the kidney", "in the region of the kidneys" is a loin pain: where, not a kidney disease.
  [
    /\b(?:in the (?:region|area) of|near|around|over|by) (?:the |your |ur |his |her )?kidneys?\b/g,
    'in the loin',
  ],
  // "This problem with the urine" is the complaint itself: "how long have you had this problem with
  // your urine?" asks how long it has gone on, not how long passing urine takes.
  [
    /\b(this|that|these|those) (problems?|troubles?|issues?) with (?:the |your |ur )?(?:urine|water|waterworks|peeing|pee|wee|weeing)\b/g,
    '$1 $2',
  ],
  // The scale's anchors ("…, where ten is the worst pain you can imagine, how bad is it?") define the
  // scale, not a place or a pain asked about.
  [
    /,?\s*\b(?:where|with|and) (?:0|zero|nought|naught|1|one|10|ten) (?:is|being|means|=) (?:the )?(?:worst|no|least|most|best|mildest|highest|lowest)\b[^,?.;]*/g,
    '',
  ],
  // "It started after you had relations, or…?": sex, not relatives ("relations with your wife" is in
  // the lexicon as it is).
  [/\b(had|have|has|having) relations\b(?! with)/g, '$1 sex'],
  // A "relation between" two things is a link, not a relative ("any relation between the episodes
  // and intercourse?").
  [/\brelation(?:ship)? (between|with|to)\b/g, 'link $1'],
  // "Going again and again" to pass urine is going often, not a recurrence.
  [/\b(go|going|goes|pass|passing|pee|peeing|wee|weeing|urinate|urinating) again and again\b/g, '$1 often'],
  // Something that "persisted" has lasted: "since when has the erection persisted?".
  [/\bpersist(ed|ing|s)?\b/g, 'last$1'],
  // "Could you ever not pee at all?": ever unable to.
  [/\bcould (?:you|he|she|they) (ever )?not (pee|wee|urinate|pass|go)\b/g, '$1could not $2'],
  // "Thirsty all the time?", "tired all the time?": a state's degree (always), not a pain's pattern.
  [/\b(thirsty|tired|exhausted|hungry|sleepy|itchy|sweaty|breathless|drowsy) all the time\b/g, '$1'],
  // "Antibiotic-wise", "pain-wise": regarding it.
  [/\b([a-z]{3,})[- ]wise\b/g, 'regarding $1'],
  // "Anything you can't have?": an allergy or intolerance asked, as a medicine "you cannot take" is.
  [
    /\banything (?:that )?you (?:can not|cannot|can t|could not|couldn t) (?:have|take|tolerate)\b/g,
    'anything you are allergic to',
  ],
  // A medicine "you cannot take" is one you react to: "any medicine cannot take?".
  [
    /\b(medicines?|medications?|meds|drugs?|tablets?|antibiotics?)\s+(?:that\s+|which\s+)?(?:you\s+)?(?:can not|cannot|can t|could not|couldn t|not able to)\s+(?:take|have|tolerate)\b/g,
    '$1 you are allergic to',
  ],
  // Italian and Spanish English ask a duration "since how much time" and a frequency "every how
  // much time".
  [/\b(?:since|from|for) how much time\b/g, 'how long'],
  [/\bevery how (?:much time|many (?:hours|minutes))\b/g, 'how often'],
  // …and "since how many hours (is it like this)?" asks how long too.
  [/\bsince how many (?:minutes|hours|days|weeks|months|years)\b/g, 'how long'],
  // Romance-language English drops the subject of "it is": "Is quick, don't worry.", "Is important
  // you come back." (told, not asked: no question mark follows).
  [
    /(^|[.!;]\s+)is (quick|fast|short|important|necessary|nothing|safe|easy|simple)\b(?=[^?]*(?:[.!;]|$))/g,
    '$1it is $2',
  ],
  // "Has it stayed the same, or do you think it's changed?": the opinion asked of a change is the
  // change asked, not the patient's idea of what is wrong; "less sore than you'd expect" compares.
  [
    /\bdo you think (?:that )?(it is|it has|it s|its|it|they are|they have|they)(?= (?:changed|grown|got|gotten|gone|become|increased|decreased|shrunk|spread|moved|worse|better|bigger|smaller|larger|improved|the same)\b)/g,
    '$1',
  ],
  [
    /\bthan (?:you would|you d|youd|you might|one would|i would|we would) (?:expect|think|imagine)\b/g,
    'than usual',
  ],
  // "What you think is happening?": "do" dropped, as many Englishes drop it.
  [/^((?:and |so |ok |okay |now )?)what you (think|reckon)\b/g, '$1what do you $2'],
  // "Were you doing anything at the time?": then, not how many times.
  [/\bat the time\b(?! (?:of|when|you|he|she|it)\b)/g, 'then'],
  // "How fast were you travelling?": the speed of the accident, not a journey abroad.
  [
    /\bhow fast (were|was) (you|he|she|they) (travelling|traveling|going|riding|cycling|driving)\b/g,
    'what speed $1 $2 going',
  ],
  // "Any sort of heaviness?", "any kind of discharge?": any (not what sort the pain is).
  [/\b(any|some) (?:sort|kind|type)s? of\b/g, '$1'],
  // "…, and if so, at what time of day is it worse?": a second question about what the first asked.
  [
    /,? and if (?:so|yes),? (?=(?:at )?(?:what|when|where|how|which|who|why|is|are|does|do|did)\b)/g,
    '? and ',
  ],
  // "Has anyone else on either side had a cancer?": either side of the family, not a flank.
  [
    /\b(anyone|anybody|someone|somebody|any relatives?|any of the women|any of the men)( else)? on (?:either|both) sides?\b/g,
    '$1$2 in the family',
  ],
  [/,? on (?:either|both) sides? of the family\b/g, ' in the family'],
  // "Any bleeding disorder in you or the family?": two questions, of the patient and of the family.
  [/\b(in|for|with) you,? or (?:in |for |with )?(the|your) family\b/g, '$1 you? or in $2 family'],
  // "No urine since when?": when urine was last passed.
  [/\bno (urine|wee|pee|water) since when\b/g, 'when did you last pass urine'],
  // "Husband noticed anything?" after a question: whoever noticed is a witness of what was just
  // asked, not the topic (the patient's home life).
  [
    /\b(?:(?:has|have|did) )?(?:your |ur |the |his |her )?(husband|wife|partner|family|mum|mom|dad|son|daughter|carers?|friends?|girlfriend|boyfriend|other half) (?:has |have )?(noticed|notice|spotted|seen|saw|said|mentioned) (anything|something|it|that|any change|a change)\b/g,
    'has anyone noticed $3',
  ],
  // "Alcohol last 24h?", "in the last 48hrs": hours, written short.
  [/\b(\d+) ?(?:h|hr|hrs)\b/g, '$1 hours'],
  // "Any other health stuff going on?": what the patient has, not what they think is going on.
  [/\b(stuff|things|problems?|issues?|conditions?|illness(?:es)?) (?:going on|happening)\b/g, '$1'],
  // "Any breast cancer on either side?": either side of the family, for an illness (a pain on either
  // side is the flanks).
  [
    /\b(cancers?|diseases?|diabetes|illness(?:es)?|heart attacks?|strokes?|problems) on (?:either|both) sides?\b/g,
    '$1 in the family',
  ],
  // "Any hormone shots?": a medicine injected, not a vaccine.
  [
    /\b(hormone|hormonal|steroid|testosterone|hcg|insulin|b12|iron|cortisone) (?:shots?|jabs?)\b/g,
    '$1 injections',
  ],
  // "Could you start by telling me what's brought you in?": the first question, not an onset.
  [
    /\b(?:(?:could|can|would) you |if you could |maybe |perhaps |let us |lets |let s )?start (?:off )?by (?:telling|giving|explaining to|describing to) (?=me|us)/g,
    'tell ',
  ],
  // "What were you thinking this lump might be?", "what you yourself were thinking…": the patient's
  // idea, as "what did you think it was?".
  [/\byou yourself\b/g, 'you'],
  [/\bwhat (?:were|was) you thinking\b|\bwhat you (?:were|was) thinking\b/g, 'what did you think'],
  // "Anything of this sort before?": like this ("anything of that nature" is like that).
  [/\b(?:of|in) (?:this|the same) (?:sort|kind|type|nature)\b/g, 'like this'],
  [/\b(?:of|in) that (?:sort|kind|type|nature)\b/g, 'like that'],
  // "Any medicine ever give you a rash or swelling?": a reaction to a medicine is an allergy.
  [
    /\b(medicines?|medications?|meds|drugs?|tablets?|antibiotics?|injections?)( ever)? (?:give|gave|given|giving|cause|caused|causes|brought on|bring on) (?:you )?(?:a |any )?(?:rash|swelling|hives|itch|itching|itchy rash|reaction|bad reaction)(?:,? or (?:a )?(?:rash|swelling|hives|itching|breathing problems?|trouble breathing))?\b/g,
    '$1 you are allergic to',
  ],
  // "Any other partners?": the sexual partners before or beside this one, not this one's health.
  [/\b(?:any )?other (?:sexual )?partners?\b/g, 'any previous partners'],
  // "Does it still shoot down to the groin like before?": still so, not a question about the time before.
  [/\b(still [a-z' ]+?),? (?:like|as) (?:before|it did before|last time)\b/g, '$1'],
  // "Have you ever been told your calcium is high?": a past condition asked, not today's result.
  [
    /\bever (?:been told|told you) (?:that )?(?:your |ur )?([a-z]+)(?: levels?)?(?:'s| is| s| was| were| has been)? (high|raised|low)\b/g,
    'ever had $2 $1',
  ],
  // "How are you doing with what I've just said?", "how are you with all that?": how the news is taken.
  [
    /\bhow (?:are|r) (?:you|u) (?:doing |feeling |getting on |coping )?with (?:what i(?: have| ve|'ve) (?:just )?(?:said|told you)|all (?:of )?that|all this|that news|the news)\b/g,
    'how do you feel about what i have just told you',
  ],
  // "When did you last have a feed?": a meal.
  [/\b(have|had|having) (?:a |your )feed\b/g, '$1 a meal'],
  // "So tell me nuh, …": Caribbean "nuh" after a request is a tag.
  [/\b(tell me|come|listen|go on) nuh\b/g, '$1'],
  // "Since how long you have not passed a single drop?": when urine was last passed.
  [/\b(?:pass|passed|passing) (?:a single|one single|a|one) drop\b/g, 'passed urine'],
  [
    /\b(?:since )?how long (?:have |has )?(?:you |he |she )?(?:have |has )?(?:not|never) (?:been able to )?(?:pass|passed|peed|weed|urinated)\b/g,
    'when did you last pass',
  ],
  // "And now zero urine, nothing at all?": no urine passed.
  [
    /\b(?:zero|no) (?:urine|wee|pee)\b(?! (?:infections?|tests?|samples?|colou?r|dip|culture))/g,
    'unable to pass urine',
  ],
  // "Has it happened before, maybe shorter, that it stood for an hour or two and went away?": the
  // "that…" clause describes the earlier episode asked about, not how long this one has lasted.
  [
    /\b(happened|had (?:it|this|that|one)) before\b,?(?: (?:maybe|even|perhaps|possibly|also) [a-z ]+?,?)? that [^?.!]*/g,
    '$1 before',
  ],
  // "Since when is it stiff like this?": in this state, not one like it before.
  [
    /\b((?:is|was) (?:it|he|she|they)|(?:it|he|she|they) (?:is|was|s|has been)) ([a-z]+) like (?:this|that)\b/g,
    '$1 $2',
  ],
  // "…, without going down in between?": the state held throughout, not a question of its own.
  [
    /,? without (?:[a-z]+ing )(?:down |off |away |soft |better )?(?:in between|in-between|at all|since)\b/g,
    '',
  ],
  // "Has your water gone pink before this week?": before, not this week.
  [
    /\bbefore (?:this|the last|last) (?:week|month|year|admission|episode|time|weekend|few days)\b/g,
    'before',
  ],
  // "Kindly estimate how much…": tell me how much.
  [/\b(?:kindly |please |can you |could you )?estimate (?=how|what|roughly|approximately)/g, 'tell me '],
  // "Since what time (have you had it)?": since when.
  [/\bsince what time\b/g, 'since when'],
  // "You have received antibiotics how many times?": had.
  [
    /\b(received|receive|receiving|been given|got given) (antibiotics?|courses?|treatment|tablets|medicines?)\b/g,
    'had $2',
  ],
  // "You have made fever?" (French "faire de la fièvre"): had a fever.
  [/\b(made|make|making|do|did|done) (?:a |some )?(fever|temperature|temperatures|fevers)\b/g, 'had a $2'],
  // "Sometime you saw blood?": at any time, ever ("sometimes you feel…" is how often, and stays).
  [/\bsometime (you|he|she|they) (saw|had|got|felt|noticed|passed|needed|were|was)\b/g, '$1 ever $2'],
  // "How do you feel about this idea / the idea of a bag?": the plan put, not the patient's own ideas.
  [/\b(this|that) idea\b/g, '$1'],
  [/\b(about|with|of) the idea of\b/g, '$1'],
  // "It means staying in tonight, I'm afraid": the speaker's regret closing a clause, not a fear asked.
  [/,?\s*\bi(?: am|'m|m) afraid(?=\s*(?:[,.!?;]|$))/g, ''],
  // "Don't worry, is not too late": reassurance, its subject dropped as in the rule above.
  [/\b(do not|don't|dont) worry,?\s+is (not )?/g, '$1 worry, it is $2'],
  // Politeness that asks nothing of its own: "is it possible that you had mumps?" asks whether you
  // had it; "if possible", "if it is not too much trouble" ask leave.
  [
    /\bis it possible that (you|he|she|they) (had|have|has|felt|feel|feels|noticed|notice|were|are|was|is)\b/g,
    '$1 $2',
  ],
  [
    /(?:,\s*)?\bif (?:it is |it s )?(?:possible|not too much trouble|no trouble|not a problem)\b(?:\s*,)?/g,
    '',
  ],
  // "Even a dribble" widens a question without changing it; having had it "at some time" is ever.
  [
    /,?\s*\beven (?:just )?(?:a |an )?(?:little|bit|drop|dribble|trickle|small amount|tiny bit|few drops)\b/g,
    '',
  ],
  // (Only after what one had: "oncology will see you at some point" still puts it off.)
  [
    /\b((?:had|caught|suffered|got)\b[^,.?!]{0,40}?)\s+at (?:some|any) (?:time|point|stage)(?: in your life)?\b/g,
    '$1 ever',
  ],
  // "That kind of thing" points back; "when we are thinking of treatment, …" is its frame.
  [/\b(that|this) (?:kind|sort) of (?:thing|things|stuff)\b/g, '$1'],
  [/\bwhen (?:we are|we re|we) (?:thinking|talking|deciding) (?:of|about|on) /g, 'about '],
  // "Post-coital" is after sex; "water works" are the waterworks; Geordie "gannin" is going.
  [/\bpost[- ]?coital(?:ly)?\b/g, 'after sex'],
  [/\bwater works\b/g, 'waterworks'],
  [/\bgann(?:in|ing)\b/g, 'going'],
  // …and "gan", "doon", "aal", "whereaboots" ("does it gan doon to yer groin?", "whereaboots is it?").
  [/\bgan\b(?= (?:doon|down|anywhere|round|to|up|out|back|home|away|on|off|for|with|and))/g, 'go'],
  [/\bdoon\b/g, 'down'],
  [/\baal\b/g, 'all'],
  [/\bwhereaboots\b/g, 'whereabouts'],
  // "May I know…" asks politely (South and South-East Asian English), as "can you tell me…" does.
  [/\bmay i know\b/g, 'can you tell me'],
  // Caribbean English: "yuh" is you, or your before what is yours ("confirm yuh full name"); "doh"
  // is don't.
  [
    /\byuh (?=(?:full|name|date|first name|last name|own|bladder|kidneys?|bloods?|tummy|belly|neighbour|wife|husband|family|pain|medicines?|tablets?|water|urine|pee|prostate|catheter|legs?|back|side)\b)/g,
    'your ',
  ],
  [/\byuh\b/g, 'you'],
  // "'cause it's too full", "cos it hurts": because.
  [/(^|[\s(])(?:'cause|'cos|cos|coz|cuz)(?=\s)/g, '$1because'],
  [/\bdoh\b/g, 'do not'],
  // …and "de" or "di", "dat", "dis", "dem", "wid", "lil" are the, that, this, them, with, little
  // ("when yuh first notice de blood?", "is dat ok wid yuh?").
  // (Not in a name: "Dr de Souza", "Mr de Villiers".)
  [/(?<!\b(?:dr|mr|mrs|ms|miss|prof|doctor|nurse|sister)\.? )\bde\b(?!-)/g, 'the'],
  [/(?<!\b(?:dr|mr|mrs|ms|miss|prof|doctor|nurse|sister)\.? )\bdi\b(?!-)/g, 'the'],
  [/\bdat\b/g, 'that'],
  [/\bdis\b/g, 'this'],
  [/\bdem\b/g, 'them'],
  // "Wha mek yuh ask for it?": what made you, that is why; "wha" alone is what, "tek" take.
  [/\bwha'? mek\b/g, 'why did'],
  [/\bwha\b/g, 'what'],
  [/\bmek\b/g, 'make'],
  [/\btek\b/g, 'take'],
  [/\blikkle\b/g, 'little'],
  [/\bwid\b/g, 'with'],
  [/\blil\b/g, 'little'],
  // The West Country's "'ee" is you ("can 'ee tell me…?", "do that make sense to 'ee?").
  [/(^|\s)'ee\b/g, '$1you'],
  // Yorkshire's "t'" is the ("is t' bag still filling?"); the Midlands' "'ow's" how is. Scots "wee"
  // is little before what is small or short ("a wee bit", "when you were a wee boy"), not passing water.
  [/(^|\s)t'(?=\s)/g, '$1the'],
  [/(^|\s)'?ow's\b/g, '$1how is'],
  [/(^|\s)'ow\b/g, '$1how'],
  [
    /\b(a|any|the|this|that|some) wee (bit|while|minute|moment|second|chat|question|questions|boy|girl|lad|lass|one|ones|baby|bairn)\b/g,
    '$1 little $2',
  ],
  // Yorkshire and the north ("nowt come out since when?", "get owt out at all?", "summat for the pain").
  [/\bowt\b/g, 'anything'],
  [/\bnowt\b/g, 'nothing'],
  [/\bsummat\b/g, 'something'],
  [/\breet\b/g, 'right'],
  [/\balreet\b/g, 'alright'],
  [/\btha\b/g, 'you'],
  [/\b(righto|rightio|righty(?: ?ho)?|right ho|right oh)\b/g, 'right'],
  [/\b(okey|okie|oki)[ -]?(dokey|dokie|doke)\b/g, 'okay'],
  [/\balrighty\b/g, 'all right'],
  // Typed fast on a phone ("wat time did u come off", "hw long have u had it", "wats worrying u
  // most", "r u on any meds n any blood thinners b4 this"). "U&E" and "u/s" stay what they are; a
  // lone "n" before a word is "and", but not in "n and v" (nausea and vomiting).
  [/\b(wat|wot|wht)\b/g, 'what'],
  [/\b(wats|wots)\b/g, "what's"],
  [/\bhw\b/g, 'how'],
  [/\b(wen|wn)\b/g, 'when'],
  [/\bu\b(?!\s*(?:&|and|\/|plus)\s*(?:e|es|s)\b)/g, 'you'],
  [/\buve\b/g, 'you have'],
  // "right so were going to get a line in": "we're" typed without its apostrophe, opening a plan.
  [/\b(so|right|ok|okay|now|then|and) were going to\b/g, '$1 we are going to'],
  // "ur" is "you're" before what one is ("ur here about…", "ur not allergic", "ur feeling…"), else "your".
  [
    /\bur (?=(?:here|there|not|going|doing|feeling|being|getting|having|still|ok|okay|fine|welcome|sure|right|in|on|at|a|an|the|so|very|really|pregnant|allergic|able|worried|due|meant|supposed|currently|always|never|usually)\b)/g,
    'you are ',
  ],
  [/\bur\b/g, 'your'],
  [/\bya\b/g, 'you'],
  [/\br (?=(?:u|you|ya|they|we)\b)/g, 'are '],
  [/(^|\s)n (?!(?:and |plus |& )?v\b)(?=[a-z])/g, '$1and '],
  [/\bcud\b/g, 'could'],
  [/\bwud\b/g, 'would'],
  [/\bshud\b/g, 'should'],
  [/\bat the mo\b/g, 'at the moment'],
  [/\bgr8\b/g, 'great'],
  [/\brite\b/g, 'right'],
  [/\bw\/? (?=[a-z])/g, 'with '],
  [/\bb4\b/g, 'before'],
  [/\b(bout|abt)\b/g, 'about'],
  [/\brn\b/g, 'right now'],
  [/\bxactly\b/g, 'exactly'],
  [/\b(any|some|no|every)thin\b/g, '$1thing'],
  [/\b([a-z]{2,})in'(?=\s|[?.!,]|$)/g, '$1ing'],
  [/\b(cuz|coz|cos)\b/g, 'because'],
  [/\bgonna\b/g, 'going to'],
  [/\bwanna\b/g, 'want to'],
  [/\bgotta\b/g, 'got to'],
  [/\boughta\b/g, 'ought to'],
  [/\bdunno\b/g, 'do not know'],
  [/\blemme\b/g, 'let me'],
  [/\bkinda\b/g, 'kind of'],
  [/\boutta\b/g, 'out of'],
  // Irish "c'mere till I ask you" opens a question; it asks nothing of its own.
  [/\bc'?mere (?:till|til|until) i ask (?:you|ya|ye)\b,?\s*/g, ''],
  [/\bsorta\b/g, 'sort of'],
  // "How strong is it when is at the worst?": a condition of the scale, not a question of when (the
  // subject dropped as many Englishes drop it).
  [/\bwhen (?:it is|it's|its|is) at (?:its|the|it's) (worst|peak|highest)\b/g, 'at its $1'],
  // "Have you spotted a pattern?", "did you spot anything?": noticed, not spots on the skin.
  [
    /\b(you|i|we|they|he|she|have|has|had|ever|never|not|did|do) (spotted|spot)\b(?! (?:on|of)\b)/g,
    '$1 noticed',
  ],
  // "Weeks, months, longer?": the last of a list of spans is one more span, not a word of its own.
  [/\b((?:days|weeks|months|years),? (?:or )?)(?:even )?(?:longer|more)(?= *(?:[?.!,;]|$))/g, '$1'],
  // "Down the road", "down the line": in the future.
  [/\bdown the (?:road|line|track)\b/g, 'in the future'],
  // "Your complain", "(from) how long time" (the noun as the verb, another language's time word).
  [/\b(your|the|my|his|her|main) complain\b/g, '$1 complaint'],
  [/\bhow long (?:a )?time\b/g, 'how long'],
  // "Tell me what is the problem, from the beginning": the whole story, not when it began.
  [/(\btell (?:me|us)\b[^.?!]*?),? (?:right |all the way )?from the (?:very )?(?:beginning|start)\b/g, '$1'],
  // "How long since you last went?": went to pass water (as "when did you last go to the loo?"), unless
  // the bowels were named just before ("BO - when did you last go?").
  [
    /(?<!\b(?:bo|bowels?|poo|poop|stools?|motions?|number twos?|opened)\b.{0,40})\b(since|when did) you last (?:went|go|been)(?: to the (?:toilet|loo|bathroom))?(?= *(?:[?.!,;]|$))/g,
    '$1 you last passed urine',
  ],
];
const contractions: readonly (readonly [RegExp, string])[] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/\blet's\b/g, 'let us'],
  [/\by'all\b/g, 'you all'],
  [/\bd'you\b/g, 'do you'],
  // Typed or dictated without the apostrophe ("whats worrying you", "youve", "dont hold back"); only
  // forms that are no word of their own.
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|must)nt\b/g, '$1 not'],
  [/\b(you|we|they)ve\b/g, '$1 have'],
  [/\b(you|they)re\b/g, '$1 are'],
  [/\b(you|they)ll\b/g, '$1 will'],
  [/\bive\b/g, 'i have'],
  [/\b(what|that|how|where|who|there)s\b/g, '$1'],
  ...spokenForms,
  [/n't\b/g, ' not'],
  [/'m\b/g, ' am'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/'s\b/g, ''],
  [/s'(?=\s|$)/g, 's'],
];

/**
 * Abbreviations and run-together words a trainee types, expanded to the words the authored text
 * uses. Applied to whole tokens after punctuation is gone ("u&e" arrives as "u and e").
 */
const abbreviations: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // investigations
    fbc: 'full blood count',
    cbc: 'full blood count',
    // Australian and New Zealand names: a full blood examination, urea electrolytes and creatinine.
    fbe: 'full blood count',
    uec: 'urea electrolytes',
    uecs: 'urea electrolytes',
    eucs: 'urea electrolytes',
    hb: 'haemoglobin',
    wcc: 'white cell count',
    plt: 'platelets',
    ue: 'urea electrolytes',
    ues: 'urea electrolytes',
    'u and e': 'urea electrolytes',
    'u and es': 'urea electrolytes',
    'u e': 'urea electrolytes',
    bmp: 'urea electrolytes',
    lft: 'liver function',
    lfts: 'liver function',
    crp: 'c reactive protein',
    esr: 'erythrocyte sedimentation rate',
    coag: 'clotting screen',
    coags: 'clotting screen',
    inr: 'clotting screen inr',
    msu: 'midstream urine',
    urinalysis: 'urine test',
    mssu: 'midstream urine',
    csu: 'catheter urine',
    mcs: 'microscopy culture sensitivity',
    'mc and s': 'microscopy culture sensitivity',
    ua: 'urinalysis',
    udip: 'urine dipstick',
    dip: 'dipstick',
    dips: 'dipstick',
    ctkub: 'ct kub',
    kub: 'kidney ureter bladder',
    ctu: 'ct urogram',
    ctap: 'ct abdomen pelvis',
    uss: 'ultrasound',
    usg: 'ultrasound',
    xr: 'xray',
    axr: 'abdominal xray',
    cxr: 'chest xray',
    'x ray': 'xray',
    'x rays': 'xray',
    mri: 'mri',
    mpmri: 'multiparametric mri',
    psa: 'prostate specific antigen',
    hcg: 'pregnancy test',
    bhcg: 'pregnancy test',
    'beta hcg': 'pregnancy test',
    upt: 'urine pregnancy test',
    vbg: 'venous blood gas',
    abg: 'arterial blood gas',
    ecg: 'electrocardiogram',
    ekg: 'electrocardiogram',
    bcs: 'blood cultures',
    'g and s': 'group save',
    'g and h': 'group save',
    gands: 'group save',
    xm: 'crossmatch',
    pvr: 'post void residual',
    egfr: 'egfr kidney function',
    // examination
    dre: 'digital rectal examination',
    pr: 'rectal',
    abdo: 'abdomen',
    cvs: 'cardiovascular',
    resp: 'respiratory',
    neuro: 'neurological',
    gcs: 'glasgow coma scale',
    // history
    luts: 'lower urinary tract symptoms',
    aur: 'acute retention',
    idc: 'catheter',
    iduc: 'catheter',
    uti: 'urine infection',
    utis: 'urine infection',
    cauti: 'catheter urine infection',
    ruti: 'recurrent urine infection',
    rutis: 'recurrent urine infection',
    sti: 'sexually transmitted infection',
    stis: 'sexually transmitted infection',
    std: 'sexually transmitted infection',
    stds: 'sexually transmitted infection',
    bph: 'enlarged prostate',
    htn: 'high blood pressure',
    bp: 'blood pressure',
    dm: 'diabetes',
    t2dm: 'diabetes',
    t1dm: 'diabetes',
    iddm: 'diabetes',
    niddm: 'diabetes',
    mi: 'heart attack',
    af: 'atrial fibrillation',
    tia: 'mini stroke',
    cva: 'stroke',
    copd: 'chronic lung disease',
    ckd: 'chronic kidney disease',
    dvt: 'deep vein thrombosis',
    pe: 'pulmonary embolism',
    ihd: 'heart disease',
    cabg: 'heart bypass operation',
    nsaid: 'anti inflammatory',
    nsaids: 'anti inflammatory',
    otc: 'over the counter',
    abx: 'antibiotics',
    bo: 'bowels open',
    imms: 'immunisations',
    gp: 'general practitioner',
    aande: 'emergency department',
    ed: 'erectile dysfunction',
    'a and e': 'emergency department',
    tx: 'treatment',
    hx: 'history',
    prob: 'problem',
    // "When last PU?": passed urine, in notes' shorthand.
    pu: 'passed urine',
    pmh: 'past medical history',
    dh: 'drug history',
    nkda: 'known drug allergies',
    nka: 'known allergies',
    fh: 'family history',
    sh: 'social history',
    sob: 'short of breath',
    'n and v': 'nausea vomiting',
    'n plus v': 'nausea vomiting',
    'n v': 'nausea vomiting',
    nv: 'nausea vomiting',
    fhx: 'family history',
    fam: 'family',
    wt: 'weight',
    sx: 'symptoms',
    dx: 'diagnosis',
    pmhx: 'past medical history',
    dhx: 'drug history',
    shx: 'social history',
    // "Ca" after or before an organ is a cancer (not calcium, which a trainee asks of the bloods).
    'prostate ca': 'prostate cancer',
    'testicular ca': 'testicular cancer',
    'testis ca': 'testicular cancer',
    'bladder ca': 'bladder cancer',
    'kidney ca': 'kidney cancer',
    'renal ca': 'kidney cancer',
    'bowel ca': 'bowel cancer',
    'breast ca': 'breast cancer',
    'lung ca': 'lung cancer',
    'ca prostate': 'prostate cancer',
    'ca bladder': 'bladder cancer',
    dob: 'date of birth',
    lmp: 'last period',
    pv: 'vaginal',
    ibs: 'irritable bowel',
    yrs: 'years',
    yr: 'year',
    hrs: 'hours',
    hr: 'heart rate',
    mins: 'minutes',
    wks: 'weeks',
    atm: 'at the moment',
    wbc: 'white cell count',
    // A catheter's channels are its kind: a three-way catheter is not a two-way one.
    'three way': 'threeway',
    '3 way': 'threeway',
    'two way': 'twoway',
    '2 way': 'twoway',
    // Measurements ("what were the readings?"), not what the patient has read.
    readings: 'results',
    // Asking what the patient recalls of something told is asking what they know ("do you remember
    // what the readings were?"); remembering an event ("do you remember the fall?") is not.
    'remember what': 'know what',
    'remember when': 'know when',
    'remember how': 'know how',
    'remember which': 'know which',
    'remember the results': 'know the results',
    'remember the result': 'know the result',
    'remember the readings': 'know the results',
    'remember the numbers': 'know the results',
    'remember the levels': 'know the results',
    'recall what': 'know what',
    probs: 'problems',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    ty: 'thank you',
    // "2" for "to" before what it leads to ("any trauma 2 the area?").
    '2 the': 'to the',
    '2 your': 'to your',
    '2 ur': 'to your',
    // The ward's words for finger-prick sugars ("how are the BMs running?").
    bms: 'blood sugars',
    cbgs: 'blood sugars',
    // A walking aid is a stick or a frame, not AIDS.
    'walking aid': 'walking stick',
    'walking aids': 'walking stick',
    r: 'are',
    pt: 'patient',
    ok: 'okay',
    okey: 'okay',
    alright: 'all right',
    painkiller: 'pain killer',
    painkillers: 'pain killers',
    // Filipino and Indian English: "maintenance meds" are the regular ones.
    'maintenance meds': 'regular meds',
    'maintenance medicines': 'regular medicines',
    'maintenance medications': 'regular medications',
    'maintenance medicine': 'regular medicine',
    'maintenance medication': 'regular medication',
    bloodthinner: 'blood thinner',
    bloodthinners: 'blood thinners',
    waterworks: 'water works',
    midstream: 'mid stream',
    nighttime: 'night time',
    overnight: 'over night',
    tummyache: 'tummy ache',
    bellyache: 'belly ache',
    stomachache: 'stomach ache',
    backache: 'back ache',
    headache: 'head ache',
    headaches: 'head ache',
    heartburn: 'heart burn',
  }),
);

const abbreviationMaxWords = 3;

/**
 * Abbreviations with an everyday second sense, read by their neighbours: "I teach PE" and "PE at
 * school" are physical education, not a pulmonary embolism; "I went to ED" is the emergency
 * department, not erectile dysfunction. The clinical sense (the table above) is the default.
 */
const everydaySenses: ReadonlyMap<string, { expansion: string; before?: RegExp; near?: RegExp }> = new Map([
  [
    'pe',
    {
      expansion: 'physical education',
      near: /^(teach|teaches|teacher|teaching|lesson|lessons|class|school|kit|games|sport|gym)$/,
    },
  ],
  ['ed', { expansion: 'emergency department', before: /^(to|in|at|the|from)$/ }],
]);

const everydaySense = (words: readonly string[], i: number): string | undefined => {
  const sense = everydaySenses.get(words[i]!);
  if (!sense) return undefined;
  const prev = words[i - 1] ?? '';
  if (sense.before?.test(prev)) return sense.expansion;
  const near = [words[i - 2], prev, words[i + 1], words[i + 2]];
  return sense.near && near.some((w) => w !== undefined && sense.near!.test(w)) ? sense.expansion : undefined;
};

/** Word stems spelt differently in British and American English: folded to one form. */
const spellingStems: readonly (readonly [RegExp, string])[] = [
  [/^oe(?=d|s|st)/, 'e'], // oedema, oesophagus, oestrogen
  [/^coel/, 'cel'], // coeliac
  [/rrhoe/, 'rrhe'], // diarrhoea, gonorrhoea
  [/^foet/, 'fet'],
  [/manoeuv/, 'maneuv'],
  [/(?<=.)ae/g, 'e'], // haematuria, anaemia, anaesthetic, paediatric, faeces, leukaemia
  [/^aetiol/, 'etiol'],
  [/sulph/, 'sulf'],
  [/(colo|flavo|odo|tumo|behavio|humo|labo|favo|hono|rumo|vapo|neighbo|savo|endeavo|armo)ur/, '$1r'],
  [/(cent|lit|met|fib|theat|calib|lust|somb|meag|spect)re(s|d)?$/, '$1er$2'],
  [/(catalo|dialo|analo|monolo|prolo|epilo)gue(s|d)?$/, '$1g$2'],
  [
    /(trave|cance|labe|mode|fue|counse|leve|signa|tota|dia|channe|tunne|quarre|marve|jewe)ll(ed|ing|er|ers|ery)$/,
    '$1l$2',
  ],
  [/^programme/, 'program'],
  [/^grey/, 'gray'],
  [/^pyjama/, 'pajama'],
  [/^aluminium/, 'aluminum'],
  [/^ageing$/, 'aging'],
  [/^(defen|licen|offen|preten)ce(s)?$/, '$1se$2'],
  [/^practise/, 'practice'],
  [/^mould/, 'mold'],
  [/^whilst$/, 'while'],
  [/^amongst$/, 'among'],
  [/^(learn|burn|spel|smel|dream|spoil|spil)t$/, '$1ed'],
  // -ise/-ize and -yse/-yze, whichever the word: applied to both sides alike.
  [/(?<=...)is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/(?<=..)ys(e|es|ed|ing)$/, 'yz$1'],
];

/** Irregular verb forms the Porter stemmer cannot reach ("taken" → "take", "ate" → "eat"). */
const irregular: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // The sense, not the verb: "any problems with your hearing?" is not "what did you hope to hear?".
    hearing: 'audition',
    calves: 'calf',
    // The noun "sores" is a lesion (an ulcer), not the adjective "sore" (painful).
    sores: 'ulcers',
    // Blood thinners by their brand names are the drugs ("Eliquis withheld" holds the apixaban).
    eliquis: 'apixaban',
    xarelto: 'rivaroxaban',
    pradaxa: 'dabigatran',
    lixiana: 'edoxaban',
    coumadin: 'warfarin',
    plavix: 'clopidogrel',
    brilique: 'ticagrelor',
    brilinta: 'ticagrelor',
    // Drugs as Spanish- and Portuguese-trained doctors write them ("ceftriaxona 1 g IM").
    ceftriaxona: 'ceftriaxone',
    doxiciclina: 'doxycycline',
    ciprofloxacino: 'ciprofloxacin',
    ofloxacino: 'ofloxacin',
    levofloxacino: 'levofloxacin',
    amoxicilina: 'amoxicillin',
    gentamicina: 'gentamicin',
    nitrofurantoina: 'nitrofurantoin',
    trimetoprima: 'trimethoprim',
    fosfomicina: 'fosfomycin',
    azitromicina: 'azithromycin',
    metronidazol: 'metronidazole',
    piperacilina: 'piperacillin',
    tamsulosina: 'tamsulosin',
    finasterida: 'finasteride',
    diclofenaco: 'diclofenac',
    ibuprofeno: 'ibuprofen',
    morfina: 'morphine',
    lidocaina: 'lidocaine',
    fenilefrina: 'phenylephrine',
    took: 'take',
    taken: 'take',
    ate: 'eat',
    eaten: 'eat',
    drank: 'drink',
    drunk: 'drink',
    began: 'begin',
    begun: 'begin',
    came: 'come',
    saw: 'see',
    seen: 'see',
    gave: 'give',
    given: 'give',
    thought: 'think',
    thoughts: 'think',
    told: 'tell',
    found: 'find',
    lost: 'lose',
    fell: 'fall',
    fallen: 'fall',
    broke: 'break',
    broken: 'break',
    threw: 'throw',
    thrown: 'throw',
    woke: 'wake',
    woken: 'wake',
    bled: 'bleed',
    slept: 'sleep',
    bought: 'buy',
    brought: 'bring',
    caught: 'catch',
    felt: 'feel',
    meant: 'mean',
    sat: 'sit',
    stood: 'stand',
    spoke: 'speak',
    spoken: 'speak',
    wrote: 'write',
    written: 'write',
    ran: 'run',
    swollen: 'swell',
    shook: 'shake',
    shaken: 'shake',
    flew: 'fly',
    went: 'go',
    made: 'make',
    // Going without food, not speed: "have you been fasting?" is not "is your heart beating fast?".
    fasting: 'nilbymouth',
    fasted: 'nilbymouth',
    // "clotting" is the blood's tendency to clot, not the clots themselves.
    clotting: 'coagulation',
    // Porter stems "medical" like "medication"; in a history they mean health, not drugs.
    medical: 'health',
    medically: 'health',
    testes: 'testis',
    gone: 'go',
  }),
);

/** Folds one lower-case token to its canonical (American-leaning) spelling and regular verb form. */
export const canonicalSpelling = wordMemo((token: string): string => {
  const lemma = irregular.get(token);
  if (lemma !== undefined) return lemma;
  let t = token;
  for (const [pattern, replacement] of spellingStems) t = t.replace(pattern, replacement);
  return t;
});

/**
 * Words and idioms whose sense their neighbours decide, rewritten to the words of that sense (ADR
 * 0146): "a sore" or "any sore or ulcer" is a lesion (the noun), as "sores" is, while "sore" after a
 * verb or before a body part stays painful ("is it sore?", "any sore throat?"); "got back pain" is
 * having it; "running a fever" is having one; "what are you taking the apixaban for?" asks why.
 */
const senses: readonly (readonly [RegExp, string])[] = [
  [
    /\b(a|an|any|no|some) sore\b(?=\s*(?:$|[,.?!;]|(?:or|on|anywhere)\b))(?!\s+or\s+(?:swollen|red|painful|stiff|tender|hot|inflamed|achy|aching)\b)/g,
    '$1 ulcer',
  ],
  // "The pressure" a tablet is for, or named beside the heart or the sugar, is the blood pressure
  // ("medicine for the pressure", "any problem of the heart or pressure?", "diabetes, pressure,
  // anything?"); a pressure felt is not.
  [
    /\b((?:medicines?|medications?|tablets?|pills?|drugs?|treatment|something) for (?:the |your |high )?|(?:heart|sugar|diabetes|cholesterol|asthma)(?: or| and|,) (?:the |high )?|(?:problems?|trouble) (?:of|with) (?:the |your )?)pressure\b/g,
    '$1blood pressure',
  ],
  // Listed before one of them: "any pressure, diabetes?".
  [
    /\b(?<!blood )(?:high )?pressure(?=(?:,| or| and) (?:the )?(?:heart|sugar|diabetes|cholesterol|asthma)\b)/g,
    'blood pressure',
  ],
  // A family of drugs is a class, not relatives: "I'll keep you away from the whole penicillin
  // family", "that family of antibiotics".
  [
    /\b(penicillin|antibiotic|antibiotics|drug|drugs|medicine|medicines|medication|medications|statin|opioid|opiate|sulpha|sulfa|cephalosporin|quinolone) family\b/g,
    '$1 group',
  ],
  [/\bfamily of (antibiotics|drugs|medicines|medications|tablets)\b/g, 'group of $1'],
  // "Did you hurt it?", "have you banged it?": an injury, not the pain it gives ("does it hurt?").
  [
    /\b(did|have|has|had) (you|he|she) (?:hurt|bang|banged|knock|knocked|bump|bumped) (it|them|yourself|himself|herself|down there)\b/g,
    '$1 $2 injure $3',
  ],
  // Words of other languages' order: "your doctor of family" is the family doctor; "since how long"
  // is how long; "pray tell" asks nothing of its own.
  [/\bdoctor of (?:the )?family\b/g, 'family doctor'],
  [/\bsince how long\b/g, 'how long'],
  [/\bpray,? tell,?\s*/g, ''],
  // Expecting a baby: "could you be expecting?", "is there any chance you're expecting?".
  [
    /\b(could|might|may) (you |she )?be expecting(?= ?(?:$|[?.!,;]|a baby\b|at the moment\b|right now\b|now\b))/g,
    '$1 $2be pregnant',
  ],
  [
    /(?<!\bwhat )\b(are|is) (you|she) expecting(?= ?(?:$|[?.!,;]|a baby\b|at the moment\b|right now\b))/g,
    '$1 $2 pregnant',
  ],
  // Why someone sent them ("why did the GP send you in?", "why is your doctor sending you to us?",
  // "why your family doctor sent you?"): why they were sent.
  [
    /\bwhy (?:(?:is|was|did|has|had) )?(?:the|your|ur|they|he|she) (?:(?:gp|general practitioner|family doctor|doctor|doctors|team|consultant) )?(?:send|sending|sent|refer|referring|referred) you\b/g,
    'why were you sent',
  ],
  // "How much would you like me to go into?": what the doctor goes into is detail told, not where a
  // pain goes.
  [/\b(me|i|we) (to |will |should |can |could )?go into\b/g, '$1 $2explain'],
  // "What is the reason that your GP has kindly asked you to come and see us?": why they were sent.
  [
    /\b(?:what is |what's )?the reason (?:that |why )?(?:the|your|ur) (?:gp|general practitioner|family doctor|doctor) (?:has |had )?(?:kindly |now )?(?:asked you to come(?: and see us| in| here)?|sent you|referred you)\b/g,
    'why were you sent',
  ],
  // "How did you come to be sent in?": why.
  [/\bhow (?:did|do) (you|he|she) come to be (sent|referred|here|in hospital|admitted)\b/g, 'why were $1 $2'],
  // "While that takes effect, …", "till it kicks in": a painkiller's time, not its side effects.
  [/\b(?:while|whilst|until|till|before) (?:that|this|it|they|the [a-z]+) (?:takes?|take) effect\b/g, ' '],
  [/\b(?:while|whilst|until|till|before) (?:that|this|it|they|the [a-z]+) (?:kicks?|kick) in\b/g, ' '],
  // Feeling "like you were going to pass out" is feeling faint, not having passed out.
  [
    /\b(?:like|as if|as though) (?:you|he|she|i) (?:were|was) (?:going to|about to|gonna) (?:pass out|faint|black out|collapse|keel over)\b/g,
    'light headed',
  ],
  // A head that "is light" is light-headed; not feeling anything when touched is numbness.
  [/\b(?:head|head is|head feels|head feel) (?:light|lite)\b/g, 'light headed'],
  [
    /\b(?:do not|don't|dont|cannot|can't|cant|not) feel (?:nothing|anything)(?: at all)? (?:when (?:you|i|we) touch|to touch|when touched)\b/g,
    'numb',
  ],
  // "Got back pain?" is having it, not getting back ("when did you get back from Spain?").
  [
    /\b(?:got|get|gets) (any |some |a |much )?back (pain|pains|ache|aches|problems?|trouble|spasms?)\b/g,
    'have $1back $2',
  ],
  [
    /\bgetting (any |some |a |much )?back (pain|pains|ache|aches|problems?|trouble|spasms?)\b/g,
    'having $1back $2',
  ],
  // "When you were a small child", "as a boy": childhood, not a child of the family.
  [
    /\bwhen (?:you|he|she) (?:was|were) (?:a )?(?:small |little |young )?(?:child|kid|boy|girl)\b/g,
    'in childhood',
  ],
  [/\bas a (?:small |little |young )?(?:child|kid|boy|girl)\b/g, 'in childhood'],
  // Singapore and Malaysian English "last time" is before: "Last time, got fever or not?"
  [/^last time,/g, 'before,'],
  // "(The) last time you passed anything?", "when's the last time you managed to pass anything?"
  // ask when: "when did you last pass anything?".
  [
    /^(?:and |so )?(?:when (?:was |is |s )?)?(?:the )?last time (you|he|she) (?:passed|pass|went|managed to pass|were able to pass)\b/g,
    'when did $1 last pass',
  ],
  // Idioms of a symptom: pain that "hit you all of a sudden" came on; "running a fever" is having
  // one; "what's eating (at) you?" is what worries you, and so is what weighs on your mind.
  [/\b(it|this|that|the pain) (hit|hits) (you|him|her)\b/g, '$1 came on'],
  [/\brunning (a )?(fever|temperature|temp)\b/g, 'having a $2'],
  [/\bwhat (?:is |has been )?eating (?:at )?(you|him|her)\b/g, 'what is worrying $1'],
  // A thing "weighing on your mind" worries you (not the body's weight).
  [/\b(?:weighing|weighs|weigh|preying|preys|playing) on (?:your|ur) mind\b/g, 'worrying you'],
  [/\b(?:weighing|weighs|weigh|preying|preys|playing) on (his|her) mind\b/g, 'worrying $1'],
  // What a medicine is for, with the medicine named between ("what are you taking the apixaban
  // for?", and as South Asian English orders it, "for what you are taking the apixaban?"): why.
  [
    /\bwhat ((?:are|is|do|does|did|was|were|have|has) (?:you|he|she|they) (?:been )?(?:taking|take|on|using|use|given|prescribed|started on)(?: (?!(?:it|that|this|them|those|these)\b)[a-z]+){1,3}?) for\b/g,
    'why $1',
  ],
  [
    /\bfor what (?:reason |purpose )?(?:(?:are|is|were|was|do|did) )?(you|he|she|they) (?:are |is |were |was )?(taking|on|using|given|prescribed|started on)\b/g,
    'why $1 $2',
  ],
];

/** Lower case, accents gone, apostrophes straightened and contractions expanded. */
const basicNormalise = wordMemo((text: string): string => {
  let t = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032`´]/g, "'");
  for (const [pattern, replacement] of contractions) t = t.replace(pattern, replacement);
  for (const [pattern, replacement] of senses) t = t.replace(pattern, replacement);
  return t.replace(/&/g, ' and ').replace(/\+/g, ' plus ');
});

/** A token of a text, before stemming: the word and whether a comma, "or" or "and" stood here. */
export type RawToken = { word: string; isBreak: boolean };

/**
 * Splits normalised text into words, expanding abbreviations. Commas and semicolons become break
 * tokens (used to find coordinated questions); other punctuation is dropped.
 */
export const tokenise = (text: string): RawToken[] => {
  const t = basicNormalise(text)
    .replace(/[,;:]/g, ' , ')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1 of $2')
    .replace(/[^a-z0-9,]+/g, ' ');
  const words = t.split(' ').filter((w) => w.length > 0);
  const out: RawToken[] = [];
  for (let i = 0; i < words.length; ) {
    const everyday = everydaySense(words, i);
    if (everyday !== undefined) {
      for (const w of everyday.split(' ')) out.push({ word: w, isBreak: false });
      i++;
      continue;
    }
    let matched = false;
    for (let n = Math.min(abbreviationMaxWords, words.length - i); n >= 1; n--) {
      const key = words.slice(i, i + n).join(' ');
      const expansion = abbreviations.get(key);
      if (expansion !== undefined) {
        for (const w of expansion.split(' ')) out.push({ word: w, isBreak: false });
        i += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const w = words[i]!;
    out.push({ word: w === ',' ? ',' : w, isBreak: w === ',' });
    i++;
  }
  return out;
};

/** The words of a text, lower-cased, without punctuation (no abbreviation expansion). */
export const plainWords = (text: string): string[] =>
  basicNormalise(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);

// Rows reused across calls: typo search compares a word with hundreds of candidates per turn.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Damerau–Levenshtein (optimal string alignment) distance, giving up above `max`. */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = a.length;
  const m = b.length;
  if (rowA.length <= m) {
    rowA = new Int32Array(m + 1);
    rowB = new Int32Array(m + 1);
    rowC = new Int32Array(m + 1);
  }
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= m; j++) {
    prev[j] = j;
    prev2[j] = 0;
  }
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[m]!;
};
