import type { ResumeDataInput } from "../schema";

// बेंगलुरु में डेटा वैज्ञानिक। भारतीय बायोडाटा में जन्मतिथि और राष्ट्रीयता अक्सर लिखी जाती है।
export const hiIN = {
  basics: {
    name: "आदित्य कुमार वर्मा",
    headline: "वरिष्ठ डेटा वैज्ञानिक · फिनटेक और जोखिम विश्लेषण",
    email: "aditya.verma@example.com",
    phone: "+91 98765 43210",
    location: "बेंगलुरु, कर्नाटक",
    dateOfBirth: "22 नवंबर 1994",
    nationality: "भारतीय",
    customFields: [{ id: "hi-cf-1", icon: "clock", name: "नोटिस अवधि", value: "60 दिन" }],
    // Rhyhorn hides the picture; the sample is stored the way the builder would leave it.
    picture: { effects: { hidden: true } },
  },
  sections: {
    summary: {
      name: "सारांश",
      content:
        "<p>सात वर्षों के अनुभव वाला डेटा वैज्ञानिक, जिसने भुगतान और ऋण उत्पादों के लिए धोखाधड़ी पहचान, क्रेडिट स्कोरिंग और मांग पूर्वानुमान के मॉडल बनाए और उन्हें उत्पादन में चलाया है।</p><ul><li>धोखाधड़ी से होने वाला मासिक नुकसान 42% कम किया</li><li>छह सदस्यों की एनालिटिक्स टीम का नेतृत्व</li></ul>",
    },
    profiles: {
      name: "प्रोफ़ाइल",
      items: [
        {
          id: "hi-pr-1",
          network: "LinkedIn",
          username: "aditya-verma-ds",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/aditya-verma-ds" },
        },
        {
          id: "hi-pr-2",
          network: "Kaggle",
          username: "adityaverma",
          icon: "kaggle",
          url: { href: "https://www.kaggle.com/adityaverma" },
        },
      ],
    },
    experience: {
      name: "कार्य अनुभव",
      items: [
        {
          id: "hi-ex-1",
          company: "सारथी फिनटेक प्राइवेट लिमिटेड",
          position: "वरिष्ठ डेटा वैज्ञानिक",
          location: "बेंगलुरु",
          date: "अप्रैल 2021 – वर्तमान",
          summary:
            "<ul><li>UPI लेन-देन के लिए वास्तविक समय धोखाधड़ी पहचान मॉडल (प्रतिदिन 80 लाख लेन-देन) का डिज़ाइन और परिनियोजन</li><li>छोटे व्यापारियों के लिए वैकल्पिक डेटा पर आधारित क्रेडिट स्कोर, जिससे ऋण स्वीकृति 27% बढ़ी</li><li>छह डेटा वैज्ञानिकों की टीम का मार्गदर्शन और भर्ती</li></ul>",
        },
        {
          id: "hi-ex-2",
          company: "अन्नपूर्णा रिटेल लिमिटेड",
          position: "डेटा वैज्ञानिक",
          location: "पुणे",
          date: "जुलाई 2018 – मार्च 2021",
          summary:
            "<ul><li>1,200 स्टोरों के लिए साप्ताहिक मांग पूर्वानुमान; स्टॉक की कमी 15% घटी</li><li>ग्राहक विभाजन के आधार पर त्योहारी ऑफ़र का अनुकूलन</li></ul>",
        },
        {
          id: "hi-ex-3",
          company: "भारतीय रिज़र्व बैंक",
          position: "ग्रीष्मकालीन प्रशिक्षु, सांख्यिकी एवं सूचना प्रबंधन विभाग",
          location: "मुंबई",
          date: "मई 2017 – जुलाई 2017",
          summary: "<p>मुद्रास्फीति अपेक्षा सर्वेक्षण के आँकड़ों का विश्लेषण।</p>",
        },
      ],
    },
    education: {
      name: "शिक्षा",
      items: [
        {
          id: "hi-ed-1",
          institution: "भारतीय सांख्यिकी संस्थान, कोलकाता",
          studyType: "स्नातकोत्तर",
          area: "सांख्यिकी (एम.स्टैट.)",
          score: "प्रथम श्रेणी, 8.6 सीजीपीए",
          date: "2016 – 2018",
          summary: "<p>शोध-प्रबंध: असंतुलित आँकड़ों में विसंगति पहचान की विधियाँ।</p>",
        },
        {
          id: "hi-ed-2",
          institution: "दिल्ली विश्वविद्यालय (हंसराज महाविद्यालय)",
          studyType: "स्नातक",
          area: "गणित (बी.एससी. ऑनर्स)",
          score: "प्रथम श्रेणी, 84%",
          date: "2013 – 2016",
        },
      ],
    },
    skills: {
      name: "कौशल",
      items: [
        {
          id: "hi-sk-1",
          name: "मशीन लर्निंग",
          description: "विशेषज्ञ",
          level: 5,
          keywords: ["XGBoost", "ग्राफ़ न्यूरल नेटवर्क", "टाइम सीरीज़"],
        },
        {
          id: "hi-sk-2",
          name: "प्रोग्रामिंग और डेटा",
          description: "उन्नत",
          level: 4,
          keywords: ["Python", "SQL", "PySpark", "Airflow"],
        },
        {
          id: "hi-sk-3",
          name: "एमएलऑप्स",
          description: "उन्नत",
          level: 4,
          keywords: ["MLflow", "Docker", "AWS SageMaker"],
        },
      ],
    },
    languages: {
      name: "भाषाएँ",
      items: [
        { id: "hi-la-1", name: "हिंदी", description: "मातृभाषा", level: 5 },
        { id: "hi-la-2", name: "अंग्रेज़ी", description: "धाराप्रवाह", level: 5 },
        { id: "hi-la-3", name: "कन्नड़", description: "बुनियादी", level: 2 },
      ],
    },
    awards: {
      name: "पुरस्कार",
      items: [
        { id: "hi-aw-1", title: "स्मार्ट इंडिया हैकाथॉन – विजेता टीम", awarder: "शिक्षा मंत्रालय, भारत सरकार", date: "2018" },
        { id: "hi-aw-2", title: "वर्ष का सर्वश्रेष्ठ नवाचार पुरस्कार", awarder: "सारथी फिनटेक", date: "2023" },
      ],
    },
    certifications: {
      name: "प्रमाणपत्र",
      items: [
        {
          id: "hi-ce-1",
          name: "Microsoft Certified: Azure Data Scientist Associate",
          issuer: "माइक्रोसॉफ़्ट",
          date: "2022",
        },
        { id: "hi-ce-2", name: "AWS Certified Machine Learning – Specialty", issuer: "अमेज़न वेब सर्विसेज़", date: "2023" },
      ],
    },
    interests: {
      name: "रुचियाँ",
      items: [
        { id: "hi-in-1", name: "भारतीय भाषाओं के लिए एनएलपी", keywords: ["हिंदी", "लिप्यंतरण"] },
        { id: "hi-in-2", name: "वित्तीय समावेशन", keywords: ["सूक्ष्म ऋण", "डिजिटल भुगतान"] },
      ],
    },
    projects: {
      name: "परियोजनाएँ",
      items: [
        {
          id: "hi-pj-1",
          name: "कवच – धोखाधड़ी पहचान मंच",
          description: "तकनीकी प्रमुख",
          date: "2021 – 2023",
          summary: "<p>लेन-देन ग्राफ़ पर आधारित मॉडल जो 150 मिलीसेकंड में निर्णय देता है; मासिक नुकसान 42% कम।</p>",
          keywords: ["ग्राफ़ एनालिटिक्स", "Kafka", "Python"],
        },
        {
          id: "hi-pj-2",
          name: "हिंदी ग्राहक-शिकायत वर्गीकरण",
          description: "ओपन-सोर्स परियोजना",
          date: "2022",
          summary: "<p>हिंदी और हिंग्लिश शिकायतों को 14 श्रेणियों में बाँटने वाला मॉडल; 91% सटीकता।</p>",
          keywords: ["NLP", "Transformers"],
          url: { href: "https://github.com/adityaverma/hindi-complaints" },
        },
      ],
    },
    publications: {
      name: "प्रकाशन",
      items: [
        {
          id: "hi-pu-1",
          name: "UPI लेन-देन में धोखाधड़ी पहचान के लिए ग्राफ़-आधारित विशेषताएँ",
          publisher: "CODS-COMAD सम्मेलन (ACM India)",
          date: "2023",
        },
        {
          id: "hi-pu-2",
          name: "असंतुलित डेटा में विसंगति पहचान: एक तुलनात्मक अध्ययन",
          publisher: "भारतीय सांख्यिकी संस्थान तकनीकी रिपोर्ट",
          date: "2018",
        },
      ],
    },
    volunteer: {
      name: "स्वयंसेवा",
      items: [
        {
          id: "hi-vo-1",
          organization: "मेक अ डिफ़रेंस",
          position: "गणित शिक्षक (स्वयंसेवक)",
          location: "बेंगलुरु",
          date: "2019 – वर्तमान",
          summary: "<p>आश्रय गृहों के बच्चों को सप्ताहांत पर गणित पढ़ाना।</p>",
        },
        {
          id: "hi-vo-2",
          organization: "PyCon India",
          position: "स्वयंसेवक, कार्यक्रम समिति",
          location: "हैदराबाद",
          date: "2022",
        },
      ],
    },
    references: {
      name: "संदर्भ",
      items: [
        {
          id: "hi-re-1",
          name: "डॉ. अनुराधा अय्यर",
          description: "मुख्य डेटा अधिकारी, सारथी फिनटेक",
          summary: "<p>अनुरोध पर उपलब्ध</p>",
        },
        {
          id: "hi-re-2",
          name: "प्रो. सौमेन घोष",
          description: "सांख्यिकी विभाग, भारतीय सांख्यिकी संस्थान",
          summary: "<p>अनुरोध पर उपलब्ध</p>",
        },
      ],
    },
    hobbies: {
      name: "शौक",
      items: [
        { id: "hi-ho-1", name: "शतरंज", icon: "Chess", description: "ऑनलाइन रेटिंग 1850" },
        { id: "hi-ho-2", name: "तबला", icon: "Music", description: "पाँच वर्ष से बनारस घराने में प्रशिक्षण" },
      ],
    },
    signature: {
      name: "हस्ताक्षर",
      items: [{ id: "hi-si-1", content: "आदित्य कुमार वर्मा", date: "बेंगलुरु, मई 2025" }],
    },
  },
  metadata: {
    template: "rhyhorn",
    theme: { primary: "#c2410c" },
    typography: { font: { family: "Noto Sans Devanagari", subset: "devanagari" } },
    locale: "hi-IN",
  },
} satisfies ResumeDataInput;
