import { findPhrase, tokenize, wordSet } from "./normalize";

/*
 * The synonym and abbreviation dictionary: each term has one id, an English and an Arabic label and
 * every form it is written in (abbreviations, spellings, Arabic). A job description and a resume
 * that use different forms of one term match; a form must occur as whole words (after
 * normalisation), so "Java" is not found in "JavaScript" and "R" is not found in "R&D" words.
 */

export const termCategories = ["skill", "tool", "softSkill", "language", "certification", "field"] as const;
export type TermCategory = (typeof termCategories)[number];

export type Term = { id: string; category: TermCategory; en: string; ar: string; forms: readonly string[] };

type Entry = [id: string, en: string, ar: string, forms: string[]];

const entries: Record<TermCategory, Entry[]> = {
  tool: [
    ["javascript", "JavaScript", "جافاسكربت", ["js", "javascript", "ecmascript", "جافا سكربت", "جافاسكريبت"]],
    ["typescript", "TypeScript", "تايبسكربت", ["ts", "typescript", "تايب سكربت"]],
    ["java", "Java", "جافا", ["java"]],
    ["python", "Python", "بايثون", ["python", "بايثون"]],
    ["csharp", "C#", "سي شارب", ["c#", "csharp"]],
    ["cpp", "C++", "سي بلس بلس", ["c++", "cpp"]],
    ["go", "Go", "جو", ["golang"]],
    ["react", "React", "رياكت", ["react", "react.js", "reactjs"]],
    ["nextjs", "Next.js", "نكست", ["next.js", "nextjs"]],
    ["nodejs", "Node.js", "نود", ["node.js", "nodejs", "node js"]],
    ["angular", "Angular", "أنجولار", ["angular", "angularjs"]],
    ["vue", "Vue.js", "فيو", ["vue", "vue.js", "vuejs"]],
    ["kubernetes", "Kubernetes", "كوبيرنيتس", ["kubernetes", "k8s", "كوبرنيتس", "كوبيرنيتس"]],
    ["docker", "Docker", "دوكر", ["docker", "دوكر"]],
    ["aws", "AWS", "خدمات أمازون السحابية", ["aws", "amazon web services"]],
    ["azure", "Azure", "أزور", ["azure", "microsoft azure"]],
    ["gcp", "Google Cloud", "جوجل كلاود", ["gcp", "google cloud", "google cloud platform"]],
    ["postgresql", "PostgreSQL", "بوستجريسكل", ["postgresql", "postgres", "psql"]],
    ["mysql", "MySQL", "ماي إس كيو إل", ["mysql"]],
    ["sql", "SQL", "إس كيو إل", ["sql", "t-sql", "استعلامات sql"]],
    ["mongodb", "MongoDB", "مونجو دي بي", ["mongodb", "mongo"]],
    ["git", "Git", "جيت", ["git", "github", "gitlab"]],
    [
      "cicd",
      "CI/CD",
      "التكامل والنشر المستمر",
      ["ci/cd", "ci cd", "continuous integration", "continuous delivery", "continuous deployment", "تكامل مستمر"],
    ],
    ["graphql", "GraphQL", "جراف كيو إل", ["graphql"]],
    ["rest", "REST APIs", "واجهات REST", ["rest", "rest api", "rest apis", "restful"]],
    ["excel", "Microsoft Excel", "إكسل", ["excel", "ms excel", "microsoft excel", "اكسل", "إكسل"]],
    ["powerbi", "Power BI", "باور بي آي", ["power bi", "powerbi"]],
    ["tableau", "Tableau", "تابلو", ["tableau"]],
    ["sap", "SAP", "ساب", ["sap", "sap erp", "sap s/4hana"]],
    ["oracle-erp", "Oracle ERP", "أوراكل", ["oracle erp", "oracle financials", "oracle"]],
    ["quickbooks", "QuickBooks", "كويك بوكس", ["quickbooks"]],
    ["salesforce", "Salesforce", "سيلزفورس", ["salesforce", "sfdc"]],
    ["hubspot", "HubSpot", "هب سبوت", ["hubspot"]],
    ["crm", "CRM", "إدارة علاقات العملاء", ["crm", "customer relationship management", "اداره علاقات العملاء"]],
    ["autocad", "AutoCAD", "أوتوكاد", ["autocad", "اوتوكاد"]],
    ["revit", "Revit", "ريفيت", ["revit"]],
    ["primavera", "Primavera P6", "بريمافيرا", ["primavera", "primavera p6", "p6", "بريمافيرا"]],
    ["msproject", "MS Project", "إم إس بروجكت", ["ms project", "microsoft project"]],
    ["etabs", "ETABS", "إيتابس", ["etabs", "sap2000"]],
    ["google-analytics", "Google Analytics", "جوجل أناليتكس", ["google analytics", "ga4"]],
    ["google-ads", "Google Ads", "إعلانات جوجل", ["google ads", "adwords", "اعلانات جوجل"]],
    ["pandas", "pandas", "بانداس", ["pandas"]],
    ["spark", "Apache Spark", "سبارك", ["spark", "apache spark", "pyspark"]],
    ["tensorflow", "TensorFlow", "تنسرفلو", ["tensorflow"]],
    ["pytorch", "PyTorch", "باي تورش", ["pytorch"]],
    ["r-lang", "R", "لغة R", ["r programming", "r language", "rstudio"]],
    ["epic", "Epic EHR", "نظام إبيك", ["epic", "epic ehr"]],
    [
      "ehr",
      "Electronic health records",
      "السجلات الصحية الإلكترونية",
      [
        "ehr",
        "emr",
        "electronic health records",
        "electronic medical records",
        "السجلات الصحيه الالكترونيه",
        "الملف الطبي الالكتروني",
      ],
    ],
    [
      "wms",
      "Warehouse management systems",
      "أنظمة إدارة المستودعات",
      [
        "wms",
        "warehouse management system",
        "warehouse management systems",
        "انظمه اداره المستودعات",
        "نظام اداره المستودعات",
      ],
    ],
    ["workday", "Workday", "ووركداي", ["workday"]],
    [
      "lms",
      "Learning management systems",
      "أنظمة إدارة التعلم",
      ["lms", "moodle", "blackboard", "learning management system", "نظام اداره التعلم", "انظمه اداره التعلم"],
    ],
    ["figma", "Figma", "فيجما", ["figma"]],
  ],
  skill: [
    ["machine-learning", "Machine learning", "تعلم الآلة", ["ml", "machine learning", "تعلم الاله", "التعلم الالي"]],
    ["ai", "Artificial intelligence", "الذكاء الاصطناعي", ["ai", "artificial intelligence", "ذكاء اصطناعي"]],
    [
      "data-analysis",
      "Data analysis",
      "تحليل البيانات",
      ["data analysis", "data analytics", "analyzing data", "analysing data", "تحليل بيانات"],
    ],
    ["statistics", "Statistics", "الإحصاء", ["statistics", "statistical analysis", "احصاء", "تحليل احصايي"]],
    [
      "data-visualization",
      "Data visualisation",
      "تصوير البيانات",
      ["data visualization", "data visualisation", "dashboards", "dashboard", "لوحات المعلومات"],
    ],
    ["microservices", "Microservices", "الخدمات المصغرة", ["microservices", "microservice", "خدمات مصغره"]],
    [
      "testing",
      "Automated testing",
      "الاختبار الآلي",
      ["unit testing", "automated testing", "test automation", "tdd", "اختبارات اليه"],
    ],
    ["agile", "Agile", "أجايل", ["agile", "scrum", "kanban", "اجايل", "منهجيه اجايل"]],
    [
      "project-management",
      "Project management",
      "إدارة المشاريع",
      ["project management", "managing projects", "اداره المشاريع", "اداره مشاريع"],
    ],
    ["accounting", "Accounting", "المحاسبة", ["accounting", "محاسبه"]],
    [
      "financial-reporting",
      "Financial reporting",
      "التقارير المالية",
      ["financial reporting", "financial statements", "financial reports", "تقارير ماليه", "قوايم ماليه"],
    ],
    [
      "ifrs",
      "IFRS",
      "المعايير الدولية لإعداد التقارير المالية",
      ["ifrs", "international financial reporting standards", "المعايير الدوليه للتقارير الماليه"],
    ],
    [
      "reconciliation",
      "Reconciliations",
      "التسويات",
      [
        "reconciliation",
        "reconciliations",
        "bank reconciliation",
        "account reconciliation",
        "تسويات",
        "تسويه",
        "تسويات بنكيه",
      ],
    ],
    ["auditing", "Auditing", "التدقيق", ["audit", "auditing", "audits", "تدقيق", "مراجعه حسابات"]],
    [
      "budgeting",
      "Budgeting",
      "إعداد الميزانيات",
      ["budgeting", "budget", "budgets", "ميزانيه", "موازنه", "اعداد الموازنات", "ميزانيات"],
    ],
    [
      "tax",
      "Tax and VAT",
      "الضرائب وضريبة القيمة المضافة",
      ["tax", "vat", "taxation", "zakat", "ضريبه", "ضرايب", "ضريبه القيمه المضافه", "زكاه"],
    ],
    ["payroll", "Payroll", "الرواتب", ["payroll", "رواتب", "مسيرات الرواتب"]],
    [
      "patient-care",
      "Patient care",
      "رعاية المرضى",
      ["patient care", "patient assessment", "رعايه المرضي", "رعايه مرضي"],
    ],
    [
      "medication-administration",
      "Medication administration",
      "إعطاء الأدوية",
      ["medication administration", "administering medication", "administering medications", "اعطاء الادويه"],
    ],
    ["icu", "Intensive care", "العناية المركزة", ["icu", "intensive care", "critical care", "عنايه مركزه"]],
    [
      "infection-control",
      "Infection control",
      "مكافحة العدوى",
      ["infection control", "infection prevention", "مكافحه العدوي"],
    ],
    ["wound-care", "Wound care", "العناية بالجروح", ["wound care", "عنايه بالجروح"]],
    ["sales", "Sales", "المبيعات", ["sales", "selling", "مبيعات"]],
    ["b2b-sales", "B2B sales", "مبيعات الشركات", ["b2b", "b2b sales", "business-to-business", "مبيعات الشركات"]],
    [
      "lead-generation",
      "Lead generation",
      "توليد العملاء المحتملين",
      ["lead generation", "prospecting", "توليد العملاء المحتملين"],
    ],
    ["negotiation", "Negotiation", "التفاوض", ["negotiation", "negotiating", "negotiated", "تفاوض"]],
    [
      "account-management",
      "Account management",
      "إدارة الحسابات",
      ["account management", "key account management", "key accounts", "اداره الحسابات", "اداره حسابات العملاء"],
    ],
    [
      "curriculum-development",
      "Curriculum development",
      "تطوير المناهج",
      [
        "curriculum development",
        "curriculum design",
        "lesson planning",
        "lesson plans",
        "تطوير المناهج",
        "اعداد الدروس",
        "تخطيط الدروس",
      ],
    ],
    [
      "classroom-management",
      "Classroom management",
      "إدارة الصف",
      ["classroom management", "اداره الصف", "اداره الفصل"],
    ],
    ["assessment", "Student assessment", "تقييم الطلاب", ["student assessment", "assessment design", "تقييم الطلاب"]],
    [
      "differentiated-instruction",
      "Differentiated instruction",
      "التعليم المتمايز",
      ["differentiated instruction", "تعليم متمايز"],
    ],
    [
      "structural-design",
      "Structural design",
      "التصميم الإنشائي",
      ["structural design", "structural analysis", "تصميم انشايي", "تحليل انشايي"],
    ],
    [
      "site-supervision",
      "Site supervision",
      "الإشراف على المواقع",
      [
        "site supervision",
        "site management",
        "construction supervision",
        "اشراف علي المواقع",
        "اشراف موقع",
        "الاشراف علي التنفيذ",
      ],
    ],
    [
      "quantity-surveying",
      "Quantity surveying",
      "حصر الكميات",
      ["quantity surveying", "quantity takeoff", "bill of quantities", "boq", "حصر الكميات", "جداول الكميات"],
    ],
    [
      "hse",
      "Health and safety",
      "الصحة والسلامة",
      ["hse", "health and safety", "osha", "الصحه والسلامه", "سلامه مهنيه"],
    ],
    [
      "seo",
      "SEO",
      "تحسين محركات البحث",
      ["seo", "search engine optimization", "search engine optimisation", "تحسين محركات البحث"],
    ],
    ["sem", "SEM and paid search", "التسويق عبر محركات البحث", ["sem", "ppc", "paid search", "pay-per-click"]],
    [
      "content-marketing",
      "Content marketing",
      "تسويق المحتوى",
      ["content marketing", "content strategy", "copywriting", "تسويق المحتوي", "كتابه المحتوي", "صناعه المحتوي"],
    ],
    [
      "social-media",
      "Social media marketing",
      "التسويق عبر وسائل التواصل",
      [
        "social media",
        "social media marketing",
        "smm",
        "وسايل التواصل الاجتماعي",
        "التسويق عبر وسايل التواصل",
        "منصات التواصل",
      ],
    ],
    [
      "digital-marketing",
      "Digital marketing",
      "التسويق الرقمي",
      ["digital marketing", "online marketing", "تسويق رقمي", "تسويق الكتروني"],
    ],
    [
      "email-marketing",
      "Email marketing",
      "التسويق بالبريد الإلكتروني",
      ["email marketing", "التسويق بالبريد الالكتروني"],
    ],
    [
      "recruitment",
      "Recruitment",
      "التوظيف",
      ["recruitment", "recruiting", "talent acquisition", "hiring", "توظيف", "استقطاب المواهب", "استقطاب"],
    ],
    ["onboarding", "Onboarding", "تهيئة الموظفين الجدد", ["onboarding", "تهيئه الموظفين", "تهيئه الموظفين الجدد"]],
    ["employee-relations", "Employee relations", "علاقات الموظفين", ["employee relations", "علاقات الموظفين"]],
    [
      "performance-management",
      "Performance management",
      "إدارة الأداء",
      ["performance management", "performance appraisal", "performance reviews", "اداره الاداء", "تقييم الاداء"],
    ],
    [
      "labor-law",
      "Labour law",
      "نظام العمل",
      ["labor law", "labour law", "employment law", "saudi labor law", "نظام العمل", "قانون العمل"],
    ],
    [
      "compensation",
      "Compensation and benefits",
      "التعويضات والمزايا",
      ["compensation and benefits", "compensation", "benefits administration", "التعويضات والمزايا", "تعويضات"],
    ],
    [
      "supply-chain",
      "Supply chain management",
      "إدارة سلسلة الإمداد",
      ["supply chain", "supply chain management", "سلسله الامداد", "سلاسل الامداد", "اداره سلسله الامداد"],
    ],
    [
      "inventory-management",
      "Inventory management",
      "إدارة المخزون",
      ["inventory management", "inventory control", "stock control", "اداره المخزون", "مراقبه المخزون"],
    ],
    ["warehousing", "Warehousing", "التخزين والمستودعات", ["warehousing", "warehouse operations", "مستودعات", "تخزين"]],
    ["fleet-management", "Fleet management", "إدارة الأسطول", ["fleet management", "اداره الاسطول"]],
    ["procurement", "Procurement", "المشتريات", ["procurement", "purchasing", "sourcing", "مشتريات", "توريد"]],
    ["customs", "Customs clearance", "التخليص الجمركي", ["customs clearance", "customs", "تخليص جمركي", "جمارك"]],
    ["logistics", "Logistics", "الخدمات اللوجستية", ["logistics", "لوجستيه", "لوجستيات", "خدمات لوجستيه"]],
    ["customer-service", "Customer service", "خدمة العملاء", ["customer service", "customer support", "خدمه العملاء"]],
  ],
  softSkill: [
    [
      "communication",
      "Communication",
      "التواصل",
      ["communication", "communication skills", "communicator", "تواصل", "مهارات التواصل", "مهارات الاتصال"],
    ],
    [
      "teamwork",
      "Teamwork",
      "العمل الجماعي",
      [
        "teamwork",
        "team player",
        "collaboration",
        "collaborative",
        "cross-functional",
        "عمل جماعي",
        "العمل ضمن فريق",
        "روح الفريق",
        "تعاون",
      ],
    ],
    ["leadership", "Leadership", "القيادة", ["leadership", "led a team", "team lead", "قياده", "قياده الفريق"]],
    ["problem-solving", "Problem solving", "حل المشكلات", ["problem solving", "problem-solving", "حل المشكلات"]],
    [
      "attention-to-detail",
      "Attention to detail",
      "الدقة والاهتمام بالتفاصيل",
      ["attention to detail", "detail-oriented", "detail oriented", "الاهتمام بالتفاصيل", "دقه"],
    ],
    ["time-management", "Time management", "إدارة الوقت", ["time management", "prioritization", "اداره الوقت"]],
    [
      "adaptability",
      "Adaptability",
      "المرونة والتكيف",
      ["adaptability", "adaptable", "flexibility", "flexible", "مرونه", "تكيف"],
    ],
    ["mentoring", "Mentoring", "الإرشاد", ["mentoring", "mentored", "coaching", "ارشاد", "توجيه"]],
    ["empathy", "Empathy", "التعاطف", ["empathy", "compassion", "compassionate", "تعاطف"]],
    ["ownership", "Ownership", "تحمل المسؤولية", ["ownership", "accountability", "تحمل المسووليه"]],
    [
      "customer-focus",
      "Customer focus",
      "التركيز على العميل",
      ["customer focus", "customer-focused", "customer-centric", "التركيز علي العميل"],
    ],
    ["integrity", "Integrity", "النزاهة", ["integrity", "ethics", "ethical", "نزاهه", "امانه"]],
    ["innovation", "Innovation", "الابتكار", ["innovation", "innovative", "creativity", "creative", "ابتكار", "ابداع"]],
  ],
  language: [
    ["lang-english", "English", "الإنجليزية", ["english", "انجليزيه", "اللغه الانجليزيه", "انجليزي"]],
    ["lang-arabic", "Arabic", "العربية", ["arabic", "عربيه", "اللغه العربيه", "عربي"]],
    ["lang-french", "French", "الفرنسية", ["french", "فرنسيه", "اللغه الفرنسيه"]],
    ["lang-german", "German", "الألمانية", ["german", "المانيه"]],
    ["lang-spanish", "Spanish", "الإسبانية", ["spanish", "اسبانيه"]],
    ["lang-hindi", "Hindi", "الهندية", ["hindi", "هنديه"]],
    ["lang-urdu", "Urdu", "الأردية", ["urdu", "ارديه"]],
    ["lang-chinese", "Chinese", "الصينية", ["chinese", "mandarin", "صينيه"]],
  ],
  certification: [
    ["pmp", "PMP", "شهادة PMP", ["pmp", "project management professional"]],
    ["cpa", "CPA", "شهادة CPA", ["cpa", "certified public accountant", "محاسب قانوني معتمد"]],
    ["acca", "ACCA", "زمالة ACCA", ["acca"]],
    ["cma", "CMA", "شهادة CMA", ["cma", "certified management accountant"]],
    ["socpa", "SOCPA", "زمالة SOCPA", ["socpa", "الهيية السعوديه للمراجعين والمحاسبين"]],
    [
      "aws-cert",
      "AWS Certified",
      "شهادة AWS",
      ["aws certified", "aws solutions architect", "aws certified solutions architect"],
    ],
    ["cka", "CKA", "شهادة CKA", ["cka", "certified kubernetes administrator"]],
    ["bls", "BLS", "شهادة BLS", ["bls", "basic life support", "دعم الحياه الاساسي"]],
    ["acls", "ACLS", "شهادة ACLS", ["acls", "advanced cardiac life support", "دعم الحياه القلبي المتقدم"]],
    [
      "nursing-license",
      "Nursing licence",
      "ترخيص التمريض",
      [
        "rn license",
        "registered nurse license",
        "nursing license",
        "nursing licence",
        "scfhs",
        "scfhs license",
        "ترخيص الهيية السعوديه للتخصصات الصحيه",
        "تصنيف الهيية السعوديه للتخصصات الصحيه",
        "ترخيص مزاوله",
      ],
    ],
    [
      "pe-license",
      "PE licence",
      "رخصة مهندس محترف",
      ["pe license", "professional engineer", "saudi council of engineers", "الهيية السعوديه للمهندسين"],
    ],
    ["shrm", "SHRM-CP", "شهادة SHRM", ["shrm", "shrm-cp", "shrm-scp"]],
    ["cipd", "CIPD", "شهادة CIPD", ["cipd"]],
    ["six-sigma", "Six Sigma", "سيكس سيجما", ["six sigma", "lean six sigma", "سته سيجما"]],
    ["cscp", "CSCP", "شهادة CSCP", ["cscp", "apics", "cpim"]],
    [
      "teaching-license",
      "Teaching licence",
      "الرخصة المهنية للمعلمين",
      [
        "teaching license",
        "teaching licence",
        "teaching certificate",
        "qts",
        "الرخصه المهنيه للمعلمين",
        "رخصه التدريس",
      ],
    ],
    ["celta", "CELTA", "شهادة CELTA", ["celta", "tefl", "tesol"]],
    [
      "google-ads-cert",
      "Google Ads certification",
      "شهادة إعلانات جوجل",
      ["google ads certification", "google ads certified"],
    ],
  ],
  field: [
    [
      "field-cs",
      "Computer science",
      "علوم الحاسب",
      [
        "computer science",
        "software engineering",
        "computer engineering",
        "information technology",
        "علوم الحاسب",
        "علوم الحاسوب",
        "هندسه البرمجيات",
        "هندسه الحاسب",
        "تقنيه المعلومات",
      ],
    ],
    ["field-nursing", "Nursing", "التمريض", ["nursing", "تمريض"]],
    [
      "field-accounting",
      "Accounting or finance",
      "المحاسبة أو المالية",
      ["accounting", "finance", "محاسبه", "ماليه", "العلوم الماليه"],
    ],
    [
      "field-business",
      "Business administration",
      "إدارة الأعمال",
      ["business administration", "business", "mba", "اداره الاعمال", "اداره اعمال"],
    ],
    ["field-marketing", "Marketing", "التسويق", ["marketing", "تسويق"]],
    ["field-education", "Education", "التربية", ["education", "teaching", "تربيه", "تعليم"]],
    [
      "field-civil",
      "Civil engineering",
      "الهندسة المدنية",
      ["civil engineering", "structural engineering", "هندسه مدنيه"],
    ],
    [
      "field-data",
      "Statistics or data science",
      "الإحصاء أو علم البيانات",
      ["statistics", "data science", "mathematics", "احصاء", "علم البيانات", "رياضيات"],
    ],
    ["field-hr", "Human resources", "الموارد البشرية", ["human resources", "hr", "موارد بشريه"]],
    [
      "field-logistics",
      "Logistics or supply chain",
      "اللوجستيات وسلاسل الإمداد",
      ["logistics", "supply chain", "لوجستيات", "سلاسل الامداد", "سلسله الامداد"],
    ],
  ],
};

export type PreparedTerm = Term & { phrases: string[][] };

function prepare(): PreparedTerm[] {
  const terms: PreparedTerm[] = [];
  for (const category of Object.keys(entries) as TermCategory[]) {
    for (const [id, en, ar, forms] of entries[category]) {
      // Only the listed forms are searched: a label can be a common word ("Go", "R", "جو").
      const all = forms;
      const seen = new Set<string>();
      const phrases: string[][] = [];
      for (const form of all) {
        const words = tokenize(form);
        const key = words.join(" ");
        if (words.length === 0 || seen.has(key)) continue;
        seen.add(key);
        phrases.push(words);
      }
      // Longer forms first, so "machine learning" is preferred over a one-word form.
      phrases.sort((a, b) => b.length - a.length);
      terms.push({ id, category, en, ar, forms, phrases });
    }
  }
  return terms;
}

export const dictionary: readonly PreparedTerm[] = prepare();
export const termsById: ReadonlyMap<string, PreparedTerm> = new Map(dictionary.map((term) => [term.id, term]));

// Terms by the first word of each of their forms: a text is only compared with the terms one of
// its words can start.
const byFirstWord = new Map<string, PreparedTerm[]>();
for (const term of dictionary) {
  for (const phrase of term.phrases) {
    const first = phrase[0] ?? "";
    const list = byFirstWord.get(first) ?? [];
    if (!list.includes(term)) list.push(term);
    byFirstWord.set(first, list);
  }
}

/** The terms (in dictionary order) one of whose forms occurs in the words, with the form found. */
export function termsIn(words: readonly string[]): { term: PreparedTerm; phrase: string[] }[] {
  const candidates = new Set<PreparedTerm>();
  for (const word of wordSet(words)) for (const term of byFirstWord.get(word) ?? []) candidates.add(term);
  const found: { term: PreparedTerm; phrase: string[] }[] = [];
  for (const term of dictionary) {
    if (!candidates.has(term)) continue;
    const phrase = term.phrases.find((candidate) => findPhrase(words, candidate) >= 0);
    if (phrase) found.push({ term, phrase });
  }
  return found;
}
