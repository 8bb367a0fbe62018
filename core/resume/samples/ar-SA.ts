import type { ResumeDataInput } from "../schema";

// محاسبة قانونية في الرياض. السير الذاتية في الخليج تذكر عادةً تاريخ الميلاد والجنسية والحالة الاجتماعية.
export const arSA = {
  basics: {
    name: "نورة عبدالله الشهري",
    headline: "محاسبة قانونية معتمدة · مديرة التقارير المالية",
    email: "noura.alshehri@example.com",
    phone: "+966 55 123 4567",
    location: "الرياض، المملكة العربية السعودية",
    dateOfBirth: "15/08/1992",
    nationality: "سعودية",
    maritalStatus: "متزوجة",
    customFields: [{ id: "ar-cf-1", icon: "car", name: "رخصة القيادة", value: "رخصة سعودية خاصة" }],
  },
  sections: {
    summary: {
      name: "نبذة مهنية",
      content:
        "<p>محاسبة قانونية حاصلة على زمالة الهيئة السعودية للمراجعين والمحاسبين، بخبرة تسع سنوات في إعداد القوائم المالية وفق المعايير الدولية والمراجعة الخارجية وإدارة الزكاة وضريبة القيمة المضافة.</p><ul><li>قيادة إقفال مالي شهري لمجموعة من سبع شركات خلال خمسة أيام عمل</li><li>خفض الفروقات الضريبية في الإقرارات بنسبة 90٪ بعد أتمتة المطابقات</li></ul>",
    },
    profiles: {
      name: "الحسابات المهنية",
      items: [
        {
          id: "ar-pr-1",
          network: "LinkedIn",
          username: "noura-alshehri-cpa",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/noura-alshehri-cpa" },
        },
        { id: "ar-pr-2", network: "X", username: "noura_fin", icon: "x", url: { href: "https://x.com/noura_fin" } },
      ],
    },
    experience: {
      name: "الخبرات العملية",
      items: [
        {
          id: "ar-ex-1",
          company: "مجموعة نخبة الخليج القابضة",
          position: "مديرة التقارير المالية",
          location: "الرياض",
          date: "يناير 2021 – حتى الآن",
          summary:
            "<ul><li>إعداد القوائم المالية الموحدة لسبع شركات تابعة وفق المعايير الدولية للتقرير المالي المعتمدة في المملكة</li><li>الإشراف على إقرارات الزكاة وضريبة القيمة المضافة والتنسيق مع هيئة الزكاة والضريبة والجمارك</li><li>إدارة فريق من خمسة محاسبين وتطبيق نظام SAP S/4HANA المالي</li></ul>",
        },
        {
          id: "ar-ex-2",
          company: "العتيبي وشركاه محاسبون ومراجعون قانونيون",
          position: "مراجعة حسابات أولى",
          location: "الرياض",
          date: "سبتمبر 2016 – ديسمبر 2020",
          summary:
            "<ul><li>قيادة فرق المراجعة الخارجية لعملاء في قطاعات التجزئة والمقاولات والرعاية الصحية</li><li>إعداد خطابات الإدارة وتقييم أنظمة الرقابة الداخلية</li></ul>",
        },
        {
          id: "ar-ex-3",
          company: "شركة الراجحي للتقسيط",
          position: "متدربة في الإدارة المالية (برنامج تعاوني)",
          location: "الرياض",
          date: "يونيو 2015 – أغسطس 2015",
          summary: "<p>مطابقة الحسابات البنكية وإعداد تقارير الذمم المدينة.</p>",
        },
      ],
    },
    education: {
      name: "التعليم",
      items: [
        {
          id: "ar-ed-1",
          institution: "جامعة الملك سعود",
          studyType: "بكالوريوس",
          area: "المحاسبة",
          score: "ممتاز مع مرتبة الشرف (4.72 من 5)",
          date: "2011 – 2016",
          summary: "<p>مشروع التخرج: أثر تطبيق المعايير الدولية على الشركات العائلية السعودية.</p>",
        },
        {
          id: "ar-ed-2",
          institution: "جامعة الأمير سلطان",
          studyType: "ماجستير تنفيذي",
          area: "إدارة الأعمال (مسار المالية)",
          score: "جيد جدًا مرتفع",
          date: "2019 – 2021",
        },
      ],
    },
    skills: {
      name: "المهارات",
      items: [
        {
          id: "ar-sk-1",
          name: "التقارير المالية",
          description: "خبيرة",
          level: 5,
          keywords: ["المعايير الدولية IFRS", "القوائم الموحدة", "الإقفال الشهري"],
        },
        {
          id: "ar-sk-2",
          name: "الزكاة والضرائب",
          description: "متقدمة",
          level: 4,
          keywords: ["ضريبة القيمة المضافة", "الزكاة", "الفوترة الإلكترونية"],
        },
        {
          id: "ar-sk-3",
          name: "الأنظمة والأدوات",
          description: "متقدمة",
          level: 4,
          keywords: ["SAP S/4HANA", "Oracle NetSuite", "Power BI", "Excel"],
        },
      ],
    },
    languages: {
      name: "اللغات",
      items: [
        { id: "ar-la-1", name: "العربية", description: "اللغة الأم", level: 5 },
        { id: "ar-la-2", name: "الإنجليزية", description: "متقدمة (IELTS 7.5)", level: 4 },
      ],
    },
    awards: {
      name: "الجوائز",
      items: [
        { id: "ar-aw-1", title: "جائزة الموظف المتميز", awarder: "مجموعة نخبة الخليج القابضة", date: "2023" },
        {
          id: "ar-aw-2",
          title: "المركز الأول في مسابقة الحالات المحاسبية",
          awarder: "كلية إدارة الأعمال، جامعة الملك سعود",
          date: "2015",
        },
      ],
    },
    certifications: {
      name: "الشهادات المهنية",
      items: [
        {
          id: "ar-ce-1",
          name: "زمالة الهيئة السعودية للمراجعين والمحاسبين (SOCPA)",
          issuer: "الهيئة السعودية للمراجعين والمحاسبين",
          date: "2019",
        },
        { id: "ar-ce-2", name: "محاسب إداري معتمد (CMA)", issuer: "معهد المحاسبين الإداريين (IMA)", date: "2021" },
      ],
    },
    interests: {
      name: "الاهتمامات",
      items: [
        { id: "ar-in-1", name: "التقنية المالية", keywords: ["الأتمتة", "تحليل البيانات"] },
        { id: "ar-in-2", name: "الحوكمة", keywords: ["الرقابة الداخلية", "إدارة المخاطر"] },
      ],
    },
    projects: {
      name: "المشاريع",
      items: [
        {
          id: "ar-pj-1",
          name: "أتمتة المطابقات الضريبية",
          description: "قائدة المشروع",
          date: "2022",
          summary:
            "<p>ربط بيانات الفوترة الإلكترونية بالدفاتر عبر Power BI، وتقليص وقت إعداد الإقرار من أسبوع إلى يومين.</p>",
          keywords: ["Power BI", "ضريبة القيمة المضافة"],
        },
        {
          id: "ar-pj-2",
          name: "تطبيق معيار عقود الإيجار IFRS 16",
          description: "عضوة الفريق",
          date: "2019",
          summary: "<p>حصر أكثر من 300 عقد إيجار وإعادة قياس الالتزامات في القوائم المالية.</p>",
          keywords: ["IFRS 16"],
        },
      ],
    },
    publications: {
      name: "المنشورات",
      items: [
        {
          id: "ar-pu-1",
          name: "الفوترة الإلكترونية في المرحلة الثانية: دروس من التطبيق",
          publisher: "مجلة المحاسب",
          date: "2023",
        },
        {
          id: "ar-pu-2",
          name: "الإقفال المالي السريع في المجموعات متعددة الشركات",
          publisher: "ملتقى المحاسبين السعوديين",
          date: "2022",
        },
      ],
    },
    volunteer: {
      name: "العمل التطوعي",
      items: [
        {
          id: "ar-vo-1",
          organization: "جمعية إنسان",
          position: "متطوعة في المراجعة المالية",
          location: "الرياض",
          date: "2018 – حتى الآن",
          summary: "<p>مراجعة القوائم المالية السنوية للفرع وتدريب المتطوعين على إعداد الميزانيات.</p>",
        },
        {
          id: "ar-vo-2",
          organization: "المنصة الوطنية للعمل التطوعي",
          position: "مدربة في الثقافة المالية",
          location: "الرياض",
          date: "2020 – 2022",
        },
      ],
    },
    references: {
      name: "المعرّفون",
      items: [
        {
          id: "ar-re-1",
          name: "أ. خالد بن سعد العتيبي",
          description: "الشريك المدير، العتيبي وشركاه",
          summary: "<p>تُقدَّم بيانات التواصل عند الطلب</p>",
        },
        {
          id: "ar-re-2",
          name: "د. هند المطيري",
          description: "المديرة المالية، مجموعة نخبة الخليج القابضة",
          summary: "<p>تُقدَّم بيانات التواصل عند الطلب</p>",
        },
      ],
    },
    hobbies: {
      name: "الهوايات",
      items: [
        { id: "ar-ho-1", name: "القراءة", icon: "Book", description: "كتب الاقتصاد والسير الذاتية" },
        { id: "ar-ho-2", name: "الخط العربي", icon: "Pen", description: "خط الثلث والديواني" },
      ],
    },
    signature: {
      name: "التوقيع",
      items: [{ id: "ar-si-1", content: "نورة عبدالله الشهري", date: "الرياض، مايو 2025" }],
    },
  },
  metadata: {
    template: "bronzor",
    theme: { primary: "#047857" },
    typography: { font: { family: "El Messiri", subset: "arabic", variants: ["regular", "600"] } },
    locale: "ar-SA",
  },
} satisfies ResumeDataInput;
