import type { ResumeDataInput } from "../schema";

// Bauingenieur (Tragwerksplanung) in München. Ein deutscher Lebenslauf nennt oft Geburtsdatum und Staatsangehörigkeit.
export const deDE = {
  basics: {
    name: "Jonas Becker",
    headline: "Bauingenieur (M.Sc.) · Projektleiter Tragwerksplanung",
    email: "jonas.becker@example.com",
    phone: "+49 151 23456789",
    location: "München",
    dateOfBirth: "14.03.1989 in Regensburg",
    nationality: "deutsch",
    customFields: [
      { id: "de-cf-1", icon: "car", name: "Führerschein", value: "Klasse B" },
      { id: "de-cf-2", icon: "building", name: "Kammer", value: "Bayerische Ingenieurekammer-Bau, Mitglied" },
    ],
  },
  sections: {
    summary: {
      name: "Profil",
      content:
        "<p>Bauingenieur mit elf Jahren Erfahrung in Tragwerksplanung und Bauüberwachung im Hoch- und Brückenbau. Ich führe interdisziplinäre Teams von der Entwurfs- bis zur Ausführungsplanung und setze BIM-Methoden konsequent ein.</p><ul><li>Projektverantwortung bis 48 Mio. € Bausumme</li><li>Nachweisführung nach Eurocode, Schwerpunkt Spannbeton und Holz-Beton-Verbund</li></ul>",
    },
    profiles: {
      name: "Profile",
      items: [
        {
          id: "de-pr-1",
          network: "XING",
          username: "Jonas_Becker42",
          icon: "xing",
          url: { href: "https://www.xing.com/profile/Jonas_Becker42" },
        },
        {
          id: "de-pr-2",
          network: "LinkedIn",
          username: "jonas-becker-bauing",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/jonas-becker-bauing" },
        },
      ],
    },
    experience: {
      name: "Berufserfahrung",
      items: [
        {
          id: "de-ex-1",
          company: "Hofmann + Partner Beratende Ingenieure PartGmbB",
          position: "Projektleiter Tragwerksplanung",
          location: "München",
          date: "04/2019 – heute",
          summary:
            "<ul><li>Leitung der Tragwerksplanung für den Neubau eines Bürocampus in Holz-Beton-Verbundbauweise (48 Mio. €)</li><li>Führung eines Teams aus fünf Ingenieurinnen und Ingenieuren sowie zwei Zeichnern</li><li>Einführung von BIM-gestützten Kollisionsprüfungen; Planänderungen in der Ausführung um ein Drittel reduziert</li></ul>",
        },
        {
          id: "de-ex-2",
          company: "Max Bögl Bauunternehmung",
          position: "Bauleiter Brückenbau",
          location: "Neumarkt i. d. OPf.",
          date: "09/2015 – 03/2019",
          summary:
            "<ul><li>Bauüberwachung von drei Spannbetonbrücken an der A3 im laufenden Verkehr</li><li>Abstimmung mit Autobahn GmbH, Prüfingenieuren und Nachunternehmern</li></ul>",
        },
        {
          id: "de-ex-3",
          company: "Ingenieurbüro Schuster",
          position: "Werkstudent Statik",
          location: "Regensburg",
          date: "10/2012 – 08/2014",
          summary: "<p>Statische Berechnungen für Wohnungsbauten mit Dlubal RFEM.</p>",
        },
      ],
    },
    education: {
      name: "Ausbildung",
      items: [
        {
          id: "de-ed-1",
          institution: "Technische Universität München",
          studyType: "Master of Science",
          area: "Bauingenieurwesen, Vertiefung Konstruktiver Ingenieurbau",
          score: "Note 1,4",
          date: "10/2013 – 07/2015",
          summary: "<p>Masterarbeit: Ermüdungsnachweise für Holz-Beton-Verbunddecken.</p>",
          url: { href: "https://www.tum.de" },
        },
        {
          id: "de-ed-2",
          institution: "Ostbayerische Technische Hochschule Regensburg",
          studyType: "Bachelor of Engineering",
          area: "Bauingenieurwesen",
          score: "Note 1,8",
          date: "10/2009 – 09/2013",
        },
      ],
    },
    skills: {
      name: "Kenntnisse",
      items: [
        {
          id: "de-sk-1",
          name: "Tragwerksplanung",
          description: "Experte",
          level: 5,
          keywords: ["Eurocode 2 und 5", "Spannbeton", "Holz-Beton-Verbund"],
        },
        {
          id: "de-sk-2",
          name: "Software",
          description: "Sehr gut",
          level: 4,
          keywords: ["Dlubal RFEM", "SOFiSTiK", "Allplan", "Revit"],
        },
        {
          id: "de-sk-3",
          name: "Projektmanagement",
          description: "Sehr gut",
          level: 4,
          keywords: ["HOAI", "VOB/B", "Nachtragsmanagement"],
        },
      ],
    },
    languages: {
      name: "Sprachen",
      items: [
        { id: "de-la-1", name: "Deutsch", description: "Muttersprache", level: 5 },
        { id: "de-la-2", name: "Englisch", description: "Verhandlungssicher (C1)", level: 4 },
        { id: "de-la-3", name: "Tschechisch", description: "Grundkenntnisse (A2)", level: 1 },
      ],
    },
    awards: {
      name: "Auszeichnungen",
      items: [
        {
          id: "de-aw-1",
          title: "Deutscher Holzbaupreis – Anerkennung (Projektteam)",
          awarder: "Holzbau Deutschland",
          date: "2023",
        },
        {
          id: "de-aw-2",
          title: "Preis für die beste Masterarbeit",
          awarder: "Förderverein Bauingenieurwesen der TUM",
          date: "2015",
        },
      ],
    },
    certifications: {
      name: "Zertifikate",
      items: [
        { id: "de-ce-1", name: "SiGeKo nach RAB 30, Anlage C", issuer: "TÜV SÜD Akademie", date: "2020" },
        { id: "de-ce-2", name: "BIM-Koordinator (buildingSMART)", issuer: "buildingSMART Deutschland", date: "2021" },
      ],
    },
    interests: {
      name: "Interessen",
      items: [
        { id: "de-in-1", name: "Nachhaltiges Bauen", keywords: ["Holzbau", "Kreislaufwirtschaft", "Ökobilanz"] },
        { id: "de-in-2", name: "Digitalisierung im Bauwesen", keywords: ["BIM", "Parametrisches Entwerfen"] },
      ],
    },
    projects: {
      name: "Projekte",
      items: [
        {
          id: "de-pj-1",
          name: "Bürocampus Werksviertel, München",
          description: "Projektleitung Tragwerksplanung, LPH 2–6",
          date: "2020 – 2024",
          summary:
            "<p>Sechsgeschossiger Holz-Beton-Verbundbau mit 21.000 m² BGF; rund 3.100 t CO₂ gegenüber Stahlbeton eingespart.</p>",
          keywords: ["Holz-Beton-Verbund", "BIM"],
        },
        {
          id: "de-pj-2",
          name: "Ersatzneubau Talbrücke Kinsach (A3)",
          description: "Bauleitung",
          date: "2016 – 2018",
          summary: "<p>Taktschiebeverfahren, 420 m Länge; Übergabe zwei Monate vor Plan.</p>",
          keywords: ["Spannbeton", "Brückenbau"],
        },
      ],
    },
    publications: {
      name: "Veröffentlichungen",
      items: [
        {
          id: "de-pu-1",
          name: "Holz-Beton-Verbunddecken im Bürobau: Erfahrungen aus der Praxis",
          publisher: "Bautechnik (Ernst & Sohn)",
          date: "2023",
        },
        {
          id: "de-pu-2",
          name: "Kollisionsprüfung im BIM-Prozess – ein Werkstattbericht",
          publisher: "Deutsches Ingenieurblatt",
          date: "2021",
        },
      ],
    },
    volunteer: {
      name: "Ehrenamt",
      items: [
        {
          id: "de-vo-1",
          organization: "Technisches Hilfswerk (THW), Ortsverband München-Ost",
          position: "Fachberater Baufachkunde",
          location: "München",
          date: "seit 2016",
          summary: "<p>Einsatz bei der Hochwasserhilfe im Ahrtal 2021 (Standsicherheitsbewertung von Gebäuden).</p>",
        },
        {
          id: "de-vo-2",
          organization: "TSV Haar e. V.",
          position: "Jugendtrainer Handball",
          location: "Haar",
          date: "2017 – 2022",
        },
      ],
    },
    references: {
      name: "Referenzen",
      items: [
        {
          id: "de-re-1",
          name: "Dipl.-Ing. Martina Hofmann",
          description: "Geschäftsführende Partnerin, Hofmann + Partner",
          summary: "<p>Kontakt auf Anfrage</p>",
        },
        {
          id: "de-re-2",
          name: "Prof. Dr.-Ing. Stefan Lorenz",
          description: "Lehrstuhl für Holzbau, TU München (Betreuer der Masterarbeit)",
          summary: "<p>Kontakt auf Anfrage</p>",
        },
      ],
    },
    hobbies: {
      name: "Hobbys",
      items: [
        { id: "de-ho-1", name: "Bergsteigen", icon: "Mountain", description: "Hochtouren in den Ostalpen" },
        { id: "de-ho-2", name: "Rennrad", icon: "Bicycle", description: "Rund 5.000 km im Jahr" },
      ],
    },
    signature: {
      name: "Unterschrift",
      items: [{ id: "de-si-1", content: "Jonas Becker", date: "München, im Mai 2025" }],
    },
  },
  metadata: {
    template: "onyx",
    theme: { primary: "#1e3a8a" },
    page: { format: "a4" },
    locale: "de-DE",
  },
} satisfies ResumeDataInput;
