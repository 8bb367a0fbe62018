import type { ResumeDataInput } from "../schema";

// Responsable marketing à Lyon.
export const frFR = {
  basics: {
    name: "Camille Durand",
    headline: "Responsable marketing digital · Marques grand public",
    email: "camille.durand@example.com",
    phone: "+33 6 12 34 56 78",
    location: "Lyon, France",
    url: { label: "camilledurand.fr", href: "https://camilledurand.fr" },
    customFields: [{ id: "fr-cf-1", icon: "car", name: "Permis", value: "B" }],
  },
  sections: {
    summary: {
      name: "Profil",
      content:
        "<p>Responsable marketing avec dix ans d'expérience dans les cosmétiques et l'agroalimentaire, du lancement de produit à l'acquisition digitale. J'aime piloter par la donnée sans perdre de vue la marque.</p><ul><li>Budget média annuel géré : 3,2 M€</li><li>+38 % de chiffre d'affaires e-commerce en deux ans</li></ul>",
    },
    profiles: {
      name: "Réseaux",
      items: [
        {
          id: "fr-pr-1",
          network: "LinkedIn",
          username: "camille-durand-marketing",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/camille-durand-marketing" },
        },
        {
          id: "fr-pr-2",
          network: "Instagram",
          username: "camille.durand.mkt",
          icon: "instagram",
          url: { href: "https://www.instagram.com/camille.durand.mkt" },
        },
      ],
    },
    experience: {
      name: "Expérience professionnelle",
      items: [
        {
          id: "fr-ex-1",
          company: "Maison Ribaud Cosmétiques",
          position: "Responsable marketing digital",
          location: "Lyon",
          date: "janv. 2020 – aujourd'hui",
          summary:
            "<ul><li>Direction d'une équipe de six personnes (acquisition, CRM, contenus)</li><li>Refonte du programme de fidélité : taux de réachat porté de 24 % à 35 %</li><li>Lancement de la gamme solaire sur cinq marchés européens</li></ul>",
          url: { href: "https://maisonribaud.example.com" },
        },
        {
          id: "fr-ex-2",
          company: "Fromageries Vercors",
          position: "Cheffe de produit",
          location: "Grenoble",
          date: "sept. 2016 – déc. 2019",
          summary:
            "<ul><li>Gestion d'un portefeuille de 40 références en grande distribution</li><li>Lancement d'une gamme bio, 4 M€ de CA la première année</li></ul>",
        },
        {
          id: "fr-ex-3",
          company: "Agence Lumen",
          position: "Chargée de communication (alternance)",
          location: "Lyon",
          date: "sept. 2014 – août 2016",
          summary: "<p>Campagnes social media pour des clients du secteur culturel.</p>",
        },
      ],
    },
    education: {
      name: "Formation",
      items: [
        {
          id: "fr-ed-1",
          institution: "emlyon business school",
          studyType: "Master Grande École",
          area: "Marketing et management de la marque",
          score: "Mention bien",
          date: "2013 – 2016",
          summary: "<p>Semestre d'échange à l'Universidad de los Andes (Bogotá).</p>",
        },
        {
          id: "fr-ed-2",
          institution: "Lycée du Parc",
          studyType: "Classe préparatoire ECS",
          area: "Économie et mathématiques",
          date: "2011 – 2013",
        },
      ],
    },
    skills: {
      name: "Compétences",
      items: [
        {
          id: "fr-sk-1",
          name: "Marketing digital",
          description: "Expert",
          level: 5,
          keywords: ["SEA", "SEO", "Social ads", "CRM"],
        },
        {
          id: "fr-sk-2",
          name: "Data et outils",
          description: "Avancé",
          level: 4,
          keywords: ["Google Analytics 4", "Looker Studio", "Salesforce Marketing Cloud"],
        },
        {
          id: "fr-sk-3",
          name: "Management",
          description: "Avancé",
          level: 4,
          keywords: ["Budget", "Recrutement", "Agences"],
        },
      ],
    },
    languages: {
      name: "Langues",
      items: [
        { id: "fr-la-1", name: "Français", description: "Langue maternelle", level: 5 },
        { id: "fr-la-2", name: "Anglais", description: "Courant (TOEIC 945)", level: 4 },
        { id: "fr-la-3", name: "Espagnol", description: "Intermédiaire (B1)", level: 3 },
      ],
    },
    awards: {
      name: "Distinctions",
      items: [
        {
          id: "fr-aw-1",
          title: "Prix de l'innovation marketing – catégorie beauté",
          awarder: "Trophées LSA",
          date: "2022",
        },
        {
          id: "fr-aw-2",
          title: "Lauréate du concours de cas marketing",
          awarder: "emlyon business school",
          date: "2015",
        },
      ],
    },
    certifications: {
      name: "Certifications",
      items: [
        { id: "fr-ce-1", name: "Google Ads – Search", issuer: "Google", date: "2024" },
        { id: "fr-ce-2", name: "Inbound Marketing", issuer: "HubSpot Academy", date: "2022" },
      ],
    },
    interests: {
      name: "Centres d'intérêt",
      items: [
        { id: "fr-in-1", name: "Marques engagées", keywords: ["RSE", "Éco-conception"] },
        { id: "fr-in-2", name: "Comportement des consommateurs", keywords: ["Neuromarketing", "Études qualitatives"] },
      ],
    },
    projects: {
      name: "Projets",
      items: [
        {
          id: "fr-pj-1",
          name: "Refonte du programme de fidélité « Cercle Ribaud »",
          description: "Cheffe de projet",
          date: "2021 – 2022",
          summary:
            "<p>Nouvelle segmentation, parcours CRM personnalisés et application mobile ; 210 000 membres actifs.</p>",
          keywords: ["CRM", "Fidélisation"],
        },
        {
          id: "fr-pj-2",
          name: "Lancement de la gamme « Vercors Bio »",
          description: "Cheffe de produit",
          date: "2018",
          summary: "<p>Étude de marché, packaging et plan média national.</p>",
          keywords: ["Lancement produit", "GMS"],
        },
      ],
    },
    publications: {
      name: "Publications",
      items: [
        {
          id: "fr-pu-1",
          name: "Fidéliser sans brader : ce que nous avons appris",
          publisher: "Stratégies",
          date: "2023",
        },
        {
          id: "fr-pu-2",
          name: "Le packaging éco-conçu, un argument de vente ?",
          publisher: "Blog e-marketing.fr",
          date: "2019",
        },
      ],
    },
    volunteer: {
      name: "Bénévolat",
      items: [
        {
          id: "fr-vo-1",
          organization: "Les Restos du Cœur",
          position: "Bénévole chargée de la communication locale",
          location: "Lyon",
          date: "2018 – aujourd'hui",
          summary: "<p>Campagnes de collecte et réseaux sociaux de l'antenne du Rhône.</p>",
        },
        {
          id: "fr-vo-2",
          organization: "Association Nos Quartiers ont des Talents",
          position: "Marraine",
          location: "Lyon",
          date: "2021 – aujourd'hui",
        },
      ],
    },
    references: {
      name: "Références",
      items: [
        {
          id: "fr-re-1",
          name: "Isabelle Morel",
          description: "Directrice générale, Maison Ribaud Cosmétiques",
          summary: "<p>Coordonnées sur demande</p>",
        },
        {
          id: "fr-re-2",
          name: "Thomas Garnier",
          description: "Directeur marketing, Fromageries Vercors",
          summary: "<p>Coordonnées sur demande</p>",
        },
      ],
    },
    hobbies: {
      name: "Loisirs",
      items: [
        { id: "fr-ho-1", name: "Course à pied", icon: "Running", description: "Marathon de Lyon 2024" },
        { id: "fr-ho-2", name: "Cuisine", icon: "Cooking", description: "Cuisine lyonnaise et pâtisserie" },
      ],
    },
    signature: {
      name: "Signature",
      items: [{ id: "fr-si-1", content: "Camille Durand", date: "Lyon, mai 2025" }],
    },
  },
  metadata: {
    template: "chikorita",
    theme: { primary: "#be185d" },
    typography: { font: { family: "Inter" } },
    locale: "fr-FR",
  },
} satisfies ResumeDataInput;
