import "server-only";
import arSA from "@/messages/ar-SA/builderContent.json";
import deDE from "@/messages/de-DE/builderContent.json";
import enUS from "@/messages/en-US/builderContent.json";
import esES from "@/messages/es-ES/builderContent.json";
import faIR from "@/messages/fa-IR/builderContent.json";
import frFR from "@/messages/fr-FR/builderContent.json";
import heIL from "@/messages/he-IL/builderContent.json";
import hiIN from "@/messages/hi-IN/builderContent.json";
import itIT from "@/messages/it-IT/builderContent.json";
import jaJP from "@/messages/ja-JP/builderContent.json";
import koKR from "@/messages/ko-KR/builderContent.json";
import nlNL from "@/messages/nl-NL/builderContent.json";
import plPL from "@/messages/pl-PL/builderContent.json";
import ptBR from "@/messages/pt-BR/builderContent.json";
import ptPT from "@/messages/pt-PT/builderContent.json";
import ruRU from "@/messages/ru-RU/builderContent.json";
import svSE from "@/messages/sv-SE/builderContent.json";
import thTH from "@/messages/th-TH/builderContent.json";
import trTR from "@/messages/tr-TR/builderContent.json";
import ukUA from "@/messages/uk-UA/builderContent.json";
import zhCN from "@/messages/zh-CN/builderContent.json";
import zhTW from "@/messages/zh-TW/builderContent.json";
import arSAAnalysis from "@/messages/ar-SA/analysis.json";
import deDEAnalysis from "@/messages/de-DE/analysis.json";
import enUSAnalysis from "@/messages/en-US/analysis.json";
import esESAnalysis from "@/messages/es-ES/analysis.json";
import faIRAnalysis from "@/messages/fa-IR/analysis.json";
import frFRAnalysis from "@/messages/fr-FR/analysis.json";
import heILAnalysis from "@/messages/he-IL/analysis.json";
import hiINAnalysis from "@/messages/hi-IN/analysis.json";
import itITAnalysis from "@/messages/it-IT/analysis.json";
import jaJPAnalysis from "@/messages/ja-JP/analysis.json";
import koKRAnalysis from "@/messages/ko-KR/analysis.json";
import nlNLAnalysis from "@/messages/nl-NL/analysis.json";
import plPLAnalysis from "@/messages/pl-PL/analysis.json";
import ptBRAnalysis from "@/messages/pt-BR/analysis.json";
import ptPTAnalysis from "@/messages/pt-PT/analysis.json";
import ruRUAnalysis from "@/messages/ru-RU/analysis.json";
import svSEAnalysis from "@/messages/sv-SE/analysis.json";
import thTHAnalysis from "@/messages/th-TH/analysis.json";
import trTRAnalysis from "@/messages/tr-TR/analysis.json";
import ukUAAnalysis from "@/messages/uk-UA/analysis.json";
import zhCNAnalysis from "@/messages/zh-CN/analysis.json";
import zhTWAnalysis from "@/messages/zh-TW/analysis.json";
import { builtInSectionIds, type BuiltInSectionId } from "@/core/resume/schema";

/** What a heading introduces: a built-in section, or the contact details (read into basics). */
export type HeadingKind = BuiltInSectionId | "contact";

// The section names of the product's 22 languages: the names the builder gives a new resume's
// sections (the names a resume made here prints unless its owner renamed them) and the names the
// resume analysis uses for them (a second common name: "Resumen" beside "Perfil", "Erfahrung" beside
// "Berufserfahrung")...
const productNames = [
  enUS.sections,
  arSA.sections,
  zhCN.sections,
  zhTW.sections,
  deDE.sections,
  esES.sections,
  frFR.sections,
  ptBR.sections,
  ptPT.sections,
  itIT.sections,
  nlNL.sections,
  ruRU.sections,
  jaJP.sections,
  koKR.sections,
  hiIN.sections,
  trTR.sections,
  faIR.sections,
  svSE.sections,
  plPL.sections,
  thTH.sections,
  heIL.sections,
  ukUA.sections,
  enUSAnalysis.sections,
  arSAAnalysis.sections,
  zhCNAnalysis.sections,
  zhTWAnalysis.sections,
  deDEAnalysis.sections,
  esESAnalysis.sections,
  frFRAnalysis.sections,
  ptBRAnalysis.sections,
  ptPTAnalysis.sections,
  itITAnalysis.sections,
  nlNLAnalysis.sections,
  ruRUAnalysis.sections,
  jaJPAnalysis.sections,
  koKRAnalysis.sections,
  hiINAnalysis.sections,
  trTRAnalysis.sections,
  faIRAnalysis.sections,
  svSEAnalysis.sections,
  plPLAnalysis.sections,
  thTHAnalysis.sections,
  heILAnalysis.sections,
  ukUAAnalysis.sections,
].map((names) => names as Record<string, string>);

// ...and the headings people commonly give these sections elsewhere: in English and Arabic, and the
// common other names in the product's other languages ("Beruflicher Werdegang", "Parcours
// professionnel", "Trayectoria profesional"). A heading that adds a word to a one-word name
// ("Experiencia laboral", "Formación académica", "कार्य अनुभव") is found by that word (headingMatch).
const commonNames: Record<HeadingKind, string[]> = {
  summary: [
    "professional summary",
    "career summary",
    "summary",
    "profile",
    "professional profile",
    "about me",
    "about",
    "objective",
    "career objective",
    "نبذة",
    "نبذة مهنية",
    "نبذة عني",
    "الملخص",
    "الملخص المهني",
    "ملخص",
    "الهدف الوظيفي",
    "الهدف المهني",
    "kurzprofil",
    "über mich",
    "résumé",
    "à propos",
    "sobre mí",
    "resumen profesional",
    "perfil profesional",
    "sobre mim",
    "resumo profissional",
    "profilo",
    "chi sono",
    "over mij",
    "samenvatting",
    "podsumowanie",
    "o mnie",
    "о себе",
    "обо мне",
    "hakkımda",
    "özet",
    "关于我",
    "个人简介",
    "自我介绍",
    "個人簡介",
    "自己PR",
    "自己紹介",
    "자기소개",
    "परिचय",
    "प्रोफ़ाइल सारांश",
    "درباره من",
    "خلاصه",
    "תקציר",
    "עליי",
    "om mig",
    "sammanfattning",
    "เกี่ยวกับฉัน",
    "про мене",
  ],
  profiles: ["profiles", "online profiles", "social", "links", "الحسابات المهنية", "الروابط", "حسابات التواصل"],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "work",
    "الخبرات",
    "الخبرة",
    "الخبرات العملية",
    "الخبرة العملية",
    "الخبرات المهنية",
    "الخبرة المهنية",
    "السجل الوظيفي",
    "werdegang",
    "beruflicher werdegang",
    "berufliche erfahrung",
    "praxiserfahrung",
    "parcours professionnel",
    "expériences professionnelles",
    "trayectoria profesional",
    "historial laboral",
    "experiencia laboral",
    "experiencia profesional",
    "experiência profissional",
    "esperienze professionali",
    "esperienza lavorativa",
    "werkervaring",
    "doświadczenie zawodowe",
    "опыт работы",
    "досвід роботи",
    "iş deneyimi",
    "工作经历",
    "工作经验",
    "工作經歷",
    "職歴",
    "職務経歴",
    "경력",
    "경력 사항",
    "कार्य अनुभव",
    "سوابق کاری",
    "ניסיון תעסוקתי",
    "arbetslivserfarenhet",
    "ประสบการณ์ทำงาน",
  ],
  education: [
    "education",
    "academic background",
    "education and training",
    "التعليم",
    "المؤهلات العلمية",
    "المؤهلات",
    "التحصيل العلمي",
    "المؤهل العلمي",
    "bildung",
    "bildungsweg",
    "schulbildung",
    "studium",
    "études",
    "formation académique",
    "estudios",
    "formación académica",
    "educación",
    "formação acadêmica",
    "formação académica",
    "istruzione",
    "formazione",
    "opleiding",
    "wykształcenie",
    "образование",
    "освіта",
    "eğitim",
    "eğitim bilgileri",
    "教育背景",
    "教育经历",
    "學歷",
    "学歴",
    "학력",
    "शैक्षिक योग्यता",
    "تحصیلات",
    "השכלה",
    "utbildning",
    "การศึกษา",
  ],
  skills: [
    "skills",
    "technical skills",
    "core competencies",
    "competencies",
    "expertise",
    "المهارات",
    "المهارات التقنية",
    "المهارات الفنية",
    "الكفاءات",
    "fähigkeiten",
    "kompetenzen",
    "compétences",
    "aptitudes",
    "habilidades",
    "competencias",
    "competências",
    "competenze",
    "vaardigheden",
    "umiejętności",
    "навыки",
    "навички",
    "yetenekler",
    "beceriler",
    "技能",
    "专业技能",
    "スキル",
    "기술",
    "보유 기술",
    "कौशल",
    "مهارت‌ها",
    "כישורים",
    "kompetenser",
    "ทักษะ",
  ],
  languages: [
    "languages",
    "اللغات",
    "sprachkenntnisse",
    "langues",
    "idiomas",
    "línguas",
    "lingue",
    "talen",
    "języki",
    "языки",
    "мови",
    "diller",
    "语言",
    "語言",
    "言語",
    "언어",
    "भाषाएँ",
    "زبان‌ها",
    "שפות",
    "språk",
    "ภาษา",
  ],
  awards: [
    "awards",
    "honors",
    "honours",
    "honors and awards",
    "achievements",
    "الجوائز",
    "الإنجازات",
    "الجوائز والتكريمات",
    "auszeichnungen",
    "distinctions",
    "prix",
    "premios",
    "prêmios",
    "premi",
    "onderscheidingen",
    "nagrody",
    "награды",
    "ödüller",
    "获奖",
    "獲獎",
    "受賞歴",
    "수상",
    "पुरस्कार",
    "جوایز",
    "פרסים",
    "utmärkelser",
    "รางวัล",
  ],
  certifications: [
    "certifications",
    "certificates",
    "licenses and certifications",
    "licences and certifications",
    "courses",
    "training",
    "الشهادات",
    "الشهادات المهنية",
    "الدورات",
    "الدورات التدريبية",
    "الرخص والشهادات",
    "zertifizierungen",
    "weiterbildung",
    "certificats",
    "cursos",
    "certificados",
    "certificazioni",
    "certificaten",
    "certyfikaty",
    "сертификаты",
    "sertifikalar",
    "证书",
    "證照",
    "資格",
    "자격증",
    "प्रमाणपत्र",
    "گواهینامه‌ها",
    "תעודות",
    "certifieringar",
    "ใบรับรอง",
  ],
  interests: [
    "interests",
    "الاهتمامات",
    "centres d'intérêt",
    "intereses",
    "interesses",
    "interessi",
    "zainteresowania",
    "интересы",
    "ilgi alanları",
    "兴趣",
    "興趣",
    "興味",
    "관심사",
    "रुचियाँ",
    "علایق",
    "תחומי עניין",
    "intressen",
    "ความสนใจ",
  ],
  projects: [
    "projects",
    "personal projects",
    "المشاريع",
    "المشروعات",
    "projekte",
    "projets",
    "proyectos",
    "projetos",
    "progetti",
    "projecten",
    "projekty",
    "проекты",
    "projeler",
    "项目经历",
    "專案",
    "プロジェクト",
    "프로젝트",
    "परियोजनाएँ",
    "پروژه‌ها",
    "פרויקטים",
    "projekt",
    "โครงการ",
  ],
  publications: [
    "publications",
    "المنشورات",
    "الأبحاث",
    "الأبحاث والمنشورات",
    "veröffentlichungen",
    "publicaciones",
    "publicações",
    "pubblicazioni",
    "publicaties",
    "publikacje",
    "публикации",
    "yayınlar",
    "发表作品",
    "論文",
    "出版物",
    "출판물",
    "प्रकाशन",
    "انتشارات",
    "פרסומים",
    "publikationer",
    "ผลงานตีพิมพ์",
  ],
  volunteer: [
    "volunteer",
    "volunteering",
    "volunteer experience",
    "العمل التطوعي",
    "التطوع",
    "ehrenamtliches engagement",
    "bénévolat",
    "voluntariado",
    "volontariato",
    "vrijwilligerswerk",
    "wolontariat",
    "волонтерство",
    "gönüllülük",
    "志愿者经历",
    "ボランティア",
    "봉사활동",
    "स्वयंसेवा",
    "داوطلبانه",
    "התנדבות",
    "ideellt arbete",
    "จิตอาสา",
  ],
  references: [
    "references",
    "المراجع",
    "المعرفون",
    "المعرّفون",
    "referenzen",
    "références",
    "referencias",
    "referências",
    "referenze",
    "referenties",
    "referencje",
    "рекомендации",
    "referanslar",
    "推荐人",
    "推薦人",
    "推薦者",
    "추천인",
    "संदर्भ",
    "معرف‌ها",
    "ממליצים",
    "referenser",
    "บุคคลอ้างอิง",
  ],
  hobbies: [
    "hobbies",
    "الهوايات",
    "hobbys",
    "loisirs",
    "aficiones",
    "passatempi",
    "hobby's",
    "hobby",
    "хобби",
    "hobiler",
    "爱好",
    "趣味",
    "취미",
    "शौक",
    "سرگرمی‌ها",
    "תחביבים",
    "fritidsintressen",
    "งานอดิเรก",
  ],
  signature: ["signature", "التوقيع"],
  contact: [
    "contact",
    "contact information",
    "contact details",
    "personal details",
    "personal information",
    "معلومات الاتصال",
    "بيانات التواصل",
    "التواصل",
    "البيانات الشخصية",
    "المعلومات الشخصية",
    "kontakt",
    "kontaktdaten",
    "persönliche daten",
    "coordonnées",
    "informations personnelles",
    "contacto",
    "datos personales",
    "contato",
    "dados pessoais",
    "contatti",
    "dati personali",
    "contactgegevens",
    "persoonlijke gegevens",
    "dane osobowe",
    "контакты",
    "контакти",
    "iletişim",
    "kişisel bilgiler",
    "联系方式",
    "個人資料",
    "連絡先",
    "연락처",
    "संपर्क",
    "व्यक्तिगत विवरण",
    "اطلاعات تماس",
    "פרטי קשר",
    "kontaktuppgifter",
    "ข้อมูลติดต่อ",
  ],
};

/**
 * Text folded for comparing headings: letters only, lower case, without accents, Arabic harakat,
 * tatweel or the spaces letter-spacing puts between letters ("E X P E R I E N C E").
 */
export function foldHeading(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}|\u0640/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const dictionary = new Map<string, HeadingKind>();
// The words that are a whole name on their own ("Experiencia", "अनुभव"), with the kinds they name.
const wordKinds = new Map<string, Set<HeadingKind>>();
const add = (name: string, kind: HeadingKind) => {
  const folded = foldHeading(name);
  if (!folded) return;
  if (!dictionary.has(folded)) dictionary.set(folded, kind);
  if (!/\s/u.test(name.trim()) && [...folded].length >= 3)
    wordKinds.set(folded, (wordKinds.get(folded) ?? new Set()).add(kind));
};
for (const names of productNames)
  for (const id of builtInSectionIds) {
    const name = names[id];
    if (typeof name === "string") add(name, id);
  }
for (const [kind, names] of Object.entries(commonNames) as [HeadingKind, string[]][])
  for (const name of names) add(name, kind);

/**
 * The section a line names: `exact` when the whole line is a known heading in one of the product's
 * languages; otherwise a short line (two to four words) whose words name one section only, through
 * a word that is a whole name on its own ("Experiencia profesional", "Compétences techniques",
 * "कार्य अनुभव"), or, for a letter-spaced line that lost its word breaks, opens or closes with it.
 * A line with words of two sections ("Skills and languages") names none.
 */
export function headingMatch(text: string, letterSpaced = false): { kind: HeadingKind; exact: boolean } | undefined {
  if (text.length > 48) return undefined;
  const folded = foldHeading(text);
  const exact = dictionary.get(folded);
  if (exact) return { kind: exact, exact: true };
  if (letterSpaced) {
    // Letter-spacing lost the word breaks ("EXPÉRIENCEPROFESSIONNELLE"): the name's word opens or
    // closes the line.
    const kinds = new Set(
      [...wordKinds].flatMap(([word, found]) =>
        found.size === 1 &&
        word.length >= 4 &&
        folded.length - word.length <= 20 &&
        (folded.startsWith(word) || folded.endsWith(word))
          ? [...found]
          : [],
      ),
    );
    return kinds.size === 1 ? { kind: [...kinds][0]!, exact: false } : undefined;
  }
  const words = text.split(/[\s/&+,|·:–—-]+/u).filter((word) => /\p{L}/u.test(word));
  if (words.length < 2 || words.length > 4) return undefined;
  const kinds = new Set(
    words.flatMap((word) => {
      const found = wordKinds.get(foldHeading(word));
      return found && found.size === 1 ? [...found] : [];
    }),
  );
  return kinds.size === 1 ? { kind: [...kinds][0]!, exact: false } : undefined;
}

/** The section a line names when it is a known heading in any of the product's languages. */
export function headingKind(text: string): HeadingKind | undefined {
  return headingMatch(text)?.kind;
}
