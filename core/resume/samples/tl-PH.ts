import type { ResumeDataInput } from "../schema";

// Guro ng Matematika sa pampublikong mataas na paaralan sa Lungsod Quezon. Karaniwan sa resume sa
// Pilipinas ang petsa ng kapanganakan, pagkamamamayan at katayuang sibil.
export const tlPH = {
  basics: {
    name: "Maria Angelica R. Dela Cruz",
    headline: "Lisensiyadong Guro sa Matematika (LPT) · Teacher III",
    email: "angelica.delacruz@example.com",
    phone: "+63 917 123 4567",
    location: "Lungsod Quezon, Kalakhang Maynila",
    dateOfBirth: "Hunyo 12, 1993",
    nationality: "Pilipino",
    maritalStatus: "Walang asawa",
    customFields: [{ id: "tl-cf-1", icon: "id-card", name: "Lisensiya ng PRC", value: "Blg. 1654321" }],
  },
  sections: {
    summary: {
      name: "Buod",
      content:
        "<p>Guro ng Matematika na may siyam na taong karanasan sa pagtuturo sa Baitang 7 hanggang 10. Naniniwala ako na kayang matutunan ng bawat mag-aaral ang Matematika kapag iniuugnay ito sa pang-araw-araw nilang buhay.</p><ul><li>Tumaas nang 18 puntos ang average sa pagsusulit ng aking mga seksyon sa loob ng dalawang taon</li><li>Tagapag-ugnay ng remedial na programang Math Tutok</li></ul>",
    },
    profiles: {
      name: "Mga Profile",
      items: [
        {
          id: "tl-pr-1",
          network: "LinkedIn",
          username: "angelica-delacruz-lpt",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/angelica-delacruz-lpt" },
        },
        {
          id: "tl-pr-2",
          network: "YouTube",
          username: "TitserAngelMath",
          icon: "youtube",
          url: { href: "https://www.youtube.com/@TitserAngelMath" },
        },
      ],
    },
    experience: {
      name: "Karanasan sa Trabaho",
      items: [
        {
          id: "tl-ex-1",
          company: "Mataas na Paaralang Pambansa ng Batasan Hills",
          position: "Teacher III, Kagawaran ng Matematika",
          location: "Lungsod Quezon",
          date: "Hunyo 2019 – kasalukuyan",
          summary:
            "<ul><li>Nagtuturo ng Matematika 9 at 10 sa anim na seksyon (humigit-kumulang 270 mag-aaral)</li><li>Tagapag-ugnay ng Math Tutok, remedial na klase tuwing Sabado</li><li>Tagapayo ng Math Club; nagsanay ng mga kalahok sa Metro Manila Math Challenge</li></ul>",
        },
        {
          id: "tl-ex-2",
          company: "Akademya ng Santa Catalina",
          position: "Guro sa Matematika at Agham",
          location: "Lungsod Caloocan",
          date: "Hunyo 2016 – Marso 2019",
          summary:
            "<ul><li>Nagturo ng Matematika 7 at 8 at Agham 7</li><li>Gumawa ng mga modyul para sa pagkatuto sa bahay</li></ul>",
        },
        {
          id: "tl-ex-3",
          company: "Kumon Fairview Center",
          position: "Katuwang na Instruktor (part-time)",
          location: "Lungsod Quezon",
          date: "2014 – 2016",
          summary: "<p>Gumabay sa mga batang mag-aaral sa pagbasa at aritmetika.</p>",
        },
      ],
    },
    education: {
      name: "Edukasyon",
      items: [
        {
          id: "tl-ed-1",
          institution: "Unibersidad ng Pilipinas Diliman",
          studyType: "Master ng Edukasyon",
          area: "Edukasyon sa Matematika",
          score: "Tapos na ang coursework; tesis sa kasalukuyan",
          date: "2021 – kasalukuyan",
        },
        {
          id: "tl-ed-2",
          institution: "Pamantasang Normal ng Pilipinas",
          studyType: "Batsilyer sa Edukasyong Pansekundarya",
          area: "Medyor sa Matematika",
          score: "Cum laude",
          date: "2010 – 2014",
          summary: "<p>Practice teaching sa Mataas na Paaralang Laboratoryo ng PNU.</p>",
        },
      ],
    },
    skills: {
      name: "Mga Kasanayan",
      items: [
        {
          id: "tl-sk-1",
          name: "Pagtuturo ng Matematika",
          description: "Dalubhasa",
          level: 5,
          keywords: ["Algebra", "Heometriya", "Estadistika"],
        },
        {
          id: "tl-sk-2",
          name: "Teknolohiya sa silid-aralan",
          description: "Mahusay",
          level: 4,
          keywords: ["GeoGebra", "Google Classroom", "Canva"],
        },
        {
          id: "tl-sk-3",
          name: "Pagtatasa",
          description: "Mahusay",
          level: 4,
          keywords: ["Table of Specifications", "Rubrik", "Item analysis"],
        },
      ],
    },
    languages: {
      name: "Mga Wika",
      items: [
        { id: "tl-la-1", name: "Filipino", description: "Katutubong wika", level: 5 },
        { id: "tl-la-2", name: "Ingles", description: "Mahusay", level: 4 },
        { id: "tl-la-3", name: "Bikol", description: "Nakapagsasalita", level: 3 },
      ],
    },
    awards: {
      name: "Mga Parangal",
      items: [
        {
          id: "tl-aw-1",
          title: "Natatanging Guro ng Taon sa Matematika",
          awarder: "Sangay ng mga Paaralan ng Lungsod Quezon",
          date: "2023",
        },
        { id: "tl-aw-2", title: "Cum laude", awarder: "Pamantasang Normal ng Pilipinas", date: "2014" },
      ],
    },
    certifications: {
      name: "Mga Sertipikasyon",
      items: [
        {
          id: "tl-ce-1",
          name: "Licensure Examination for Teachers (pumasa, 89.40%)",
          issuer: "Professional Regulation Commission",
          date: "2014",
        },
        { id: "tl-ce-2", name: "Google Certified Educator, Level 1", issuer: "Google for Education", date: "2021" },
      ],
    },
    interests: {
      name: "Mga Interes",
      items: [
        { id: "tl-in-1", name: "Edukasyong STEM", keywords: ["Robotics", "Pananaliksik ng mag-aaral"] },
        {
          id: "tl-in-2",
          name: "Inklusibong pagtuturo",
          keywords: ["Differentiated instruction", "Mga mag-aaral na may kapansanan"],
        },
      ],
    },
    projects: {
      name: "Mga Proyekto",
      items: [
        {
          id: "tl-pj-1",
          name: "Math Tutok",
          description: "Tagapag-ugnay",
          date: "2020 – kasalukuyan",
          summary:
            "<p>Remedial na klase tuwing Sabado para sa 60 mag-aaral bawat markahan; 78% ang nakapasa sa muling pagsusulit.</p>",
          keywords: ["Remediation", "Peer tutoring"],
        },
        {
          id: "tl-pj-2",
          name: "GeoGebra sa Bawat Silid",
          description: "Tagapagsanay",
          date: "2022",
          summary: "<p>Pagsasanay sa 35 guro ng Matematika sa paggamit ng GeoGebra sa pagtuturo ng heometriya.</p>",
          keywords: ["GeoGebra", "LAC session"],
        },
      ],
    },
    publications: {
      name: "Mga Publikasyon",
      items: [
        {
          id: "tl-pu-1",
          name: "Epekto ng GeoGebra sa Pag-unawa ng mga Mag-aaral sa Baitang 8 sa Heometriya",
          publisher: "Kumperensya sa Pananaliksik Pang-edukasyon ng SDO Quezon City",
          date: "2022",
        },
        {
          id: "tl-pu-2",
          name: "Modyul sa Matematika 9, Ikatlong Markahan",
          publisher: "Kagawaran ng Edukasyon – NCR",
          date: "2020",
        },
      ],
    },
    volunteer: {
      name: "Boluntaryong Gawain",
      items: [
        {
          id: "tl-vo-1",
          organization: "Philippine Red Cross – Quezon City Chapter",
          position: "Boluntaryong tagapagsanay sa first aid",
          location: "Lungsod Quezon",
          date: "2017 – kasalukuyan",
          summary: "<p>Pagsasanay sa mga mag-aaral at magulang bago ang tag-ulan.</p>",
        },
        {
          id: "tl-vo-2",
          organization: "Brigada Eskwela",
          position: "Lider ng pangkat ng mga guro",
          location: "Lungsod Quezon",
          date: "2019 – kasalukuyan",
        },
      ],
    },
    references: {
      name: "Mga Sanggunian",
      items: [
        {
          id: "tl-re-1",
          name: "Gng. Rosario M. Villanueva",
          description: "Punongguro IV, Mataas na Paaralang Pambansa ng Batasan Hills",
          summary: "<p>Ibibigay ang detalye kapag hiniling</p>",
        },
        {
          id: "tl-re-2",
          name: "Dr. Eduardo P. Ramos",
          description: "Superbisor sa Matematika, SDO Quezon City",
          summary: "<p>Ibibigay ang detalye kapag hiniling</p>",
        },
      ],
    },
    hobbies: {
      name: "Mga Libangan",
      items: [
        { id: "tl-ho-1", name: "Badminton", icon: "Badminton", description: "Tuwing Linggo kasama ang mga kapwa guro" },
        {
          id: "tl-ho-2",
          name: "Pagbabasa ng nobela",
          icon: "Book",
          description: "Lalo na ang mga akda ni Lualhati Bautista",
        },
      ],
    },
    signature: {
      name: "Lagda",
      items: [{ id: "tl-si-1", content: "Maria Angelica R. Dela Cruz", date: "Lungsod Quezon, Mayo 2025" }],
    },
  },
  metadata: {
    template: "kakuna",
    theme: { primary: "#1d4ed8" },
    typography: { font: { family: "Inter" } },
    locale: "tl-PH",
  },
} satisfies ResumeDataInput;
