import "server-only";
import { builtInSectionIds, type BuiltInSectionId } from "@/core/resume/schema";
import { productWords } from "./vocabulary";

/** What a heading introduces: a built-in section, or the contact details (read into basics). */
export type HeadingKind = BuiltInSectionId | "contact";

// A heading is known by the section names of the product's 22 languages (vocabulary.ts: the names the
// builder gives a new resume's sections, which a resume made here prints unless its owner renamed them,
// and the names the resume analysis uses, a second common name: "Resumen" beside "Perfil") and by the
// headings people commonly give these sections elsewhere: in English and Arabic, and the
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

type Dictionary = {
  /** Every known heading, folded, with the section it names. */
  names: Map<string, HeadingKind>;
  /** The words that are a whole name on their own ("Experiencia", "अनुभव"), with the kinds they name. */
  wordKinds: Map<string, Set<HeadingKind>>;
};
let built: Dictionary | undefined;

function dictionary(): Dictionary {
  if (built) return built;
  const names = new Map<string, HeadingKind>();
  const wordKinds = new Map<string, Set<HeadingKind>>();
  const add = (name: string, kind: HeadingKind) => {
    const folded = foldHeading(name);
    if (!folded) return;
    if (!names.has(folded)) names.set(folded, kind);
    if (!/\s/u.test(name.trim()) && [...folded].length >= 3)
      wordKinds.set(folded, (wordKinds.get(folded) ?? new Set()).add(kind));
  };
  for (const sectionNames of productWords().sectionNames)
    for (const id of builtInSectionIds) {
      const name = sectionNames[id];
      if (typeof name === "string") add(name, id);
    }
  for (const [kind, common] of Object.entries(commonNames) as [HeadingKind, string[]][])
    for (const name of common) add(name, kind);
  return (built = { names, wordKinds });
}

/**
 * The section a line names: `exact` when the whole line is a known heading in one of the product's
 * languages; otherwise a short line (two to four words) whose words name one section only, through
 * a word that is a whole name on its own ("Experiencia profesional", "Compétences techniques",
 * "कार्य अनुभव"), or, for a letter-spaced line that lost its word breaks, opens or closes with it.
 * A line with words of two sections ("Skills and languages") names none.
 */
export function headingMatch(text: string, letterSpaced = false): { kind: HeadingKind; exact: boolean } | undefined {
  if (text.length > 48) return undefined;
  const { names, wordKinds } = dictionary();
  const folded = foldHeading(text);
  const exact = names.get(folded);
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
