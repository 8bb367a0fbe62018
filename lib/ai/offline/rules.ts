import "server-only";

// The reviewed word lists of the offline writing engine. Each rule swaps words for words of the same
// meaning; none adds or removes a name, a number, a date or a skill (tests/ai/offline.test.ts runs
// findNewFacts over every rule). English and Arabic; other languages get the punctuation rules only.

export type Rule = readonly [from: string, to: string];

/** Concision (spec §7 "prompt compression strips filler words") and weak phrases → direct ones. */
export const improveRules: Record<"en" | "ar", readonly Rule[]> = {
  en: [
    ["in order to", "to"],
    ["due to the fact that", "because"],
    ["owing to the fact that", "because"],
    ["in spite of the fact that", "although"],
    ["at this point in time", "now"],
    ["at the present time", "now"],
    ["for the purpose of", "for"],
    ["in the event that", "if"],
    ["with regard to", "about"],
    ["a large number of", "many"],
    ["a majority of", "most"],
    ["a lot of", "many"],
    ["lots of", "many"],
    ["was responsible for managing", "managed"],
    ["was responsible for leading", "led"],
    ["was responsible for developing", "developed"],
    ["responsible for managing", "managed"],
    ["responsible for leading", "led"],
    ["was in charge of", "led"],
    ["took care of", "handled"],
    ["dealt with", "handled"],
    ["came up with", "devised"],
    ["set up", "established"],
    ["made sure", "ensured"],
    ["helped with", "supported"],
    ["worked on", "contributed to"],
    ["looked after", "managed"],
    ["helped to", "helped"],
    ["utilized", "used"],
    ["utilize", "use"],
    ["utilizing", "using"],
    ["very ", ""],
    ["really ", ""],
    ["basically ", ""],
    ["actually ", ""],
    ["extremely ", ""],
    ["quite ", ""],
  ],
  ar: [
    ["قمت بإدارة", "أدرت"],
    ["قمت بتطوير", "طوّرت"],
    ["قمت بتنفيذ", "نفّذت"],
    ["قمت بتصميم", "صمّمت"],
    ["قمت بقيادة", "قدت"],
    ["قام بإدارة", "أدار"],
    ["قام بتطوير", "طوّر"],
    ["قام بتنفيذ", "نفّذ"],
    ["قامت بإدارة", "أدارت"],
    ["قامت بتطوير", "طوّرت"],
    ["في الحقيقة ", ""],
    ["بالفعل ", ""],
    [" جدًا", ""],
    [" جداً", ""],
    ["من أجل أن", "لكي"],
    ["بشكل كبير جدًا", "بشكل كبير"],
    ["العديد من العديد من", "العديد من"],
  ],
};

export const tones = ["casual", "professional", "confident", "friendly"] as const;
export type Tone = (typeof tones)[number];

const contractions: readonly Rule[] = [
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["did not", "didn't"],
  ["cannot", "can't"],
  ["will not", "won't"],
  ["is not", "isn't"],
  ["are not", "aren't"],
  ["was not", "wasn't"],
  ["I am", "I'm"],
  ["I have", "I've"],
  ["I will", "I'll"],
  ["it is", "it's"],
  ["that is", "that's"],
  ["we are", "we're"],
  ["they are", "they're"],
];

const plainWords: readonly Rule[] = [
  ["utilize", "use"],
  ["utilized", "used"],
  ["approximately", "about"],
  ["assist", "help"],
  ["assisted", "helped"],
  ["commence", "start"],
  ["commenced", "started"],
  ["obtain", "get"],
  ["additionally", "also"],
  ["therefore", "so"],
  ["regarding", "about"],
  ["purchase", "buy"],
  ["sufficient", "enough"],
];

export const toneRules: Record<"en" | "ar", Record<Tone, readonly Rule[]>> = {
  en: {
    casual: [...contractions, ...plainWords],
    friendly: [...contractions, ...plainWords, ["purchased", "bought"]],
    professional: [
      ...contractions.map(([formal, short]) => [short, formal] as const),
      ["a lot of", "many"],
      ["lots of", "many"],
      ["kids", "children"],
      ["guys", "colleagues"],
      ["huge", "significant"],
      ["awesome", "excellent"],
      ["okay", "acceptable"],
      ["gonna", "going to"],
      ["wanna", "want to"],
      ["!", "."],
    ],
    confident: [
      ["I think that ", ""],
      ["I think ", ""],
      ["I believe that ", ""],
      ["I believe ", ""],
      ["I feel that ", ""],
      ["maybe ", ""],
      ["perhaps ", ""],
      ["somewhat ", ""],
      ["fairly ", ""],
      ["kind of ", ""],
      ["sort of ", ""],
      ["a bit ", ""],
      ["hope to", "aim to"],
      ["helped to", "helped"],
    ],
  },
  ar: {
    casual: [
      ["بالإضافة إلى ذلك", "وأيضًا"],
      ["علاوة على ذلك", "وكذلك"],
      ["في حين أن", "بينما"],
    ],
    friendly: [
      ["بالإضافة إلى ذلك", "وأيضًا"],
      ["السادة المحترمين", "مرحبًا"],
    ],
    professional: [
      ["كتير", "كثير"],
      ["كويس", "جيد"],
      ["شغل", "عمل"],
      ["الحين", "الآن"],
      ["دلوقتي", "الآن"],
      ["!", "."],
    ],
    confident: [
      ["أعتقد أن ", ""],
      ["أظن أن ", ""],
      ["ربما ", ""],
      ["نوعًا ما", ""],
      ["إلى حد ما", ""],
      ["أحاول أن", "أعمل على أن"],
    ],
  },
};
