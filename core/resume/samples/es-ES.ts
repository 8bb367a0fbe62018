import type { ResumeDataInput } from "../schema";

// Enfermera de cuidados intensivos en Valencia.
export const esES = {
  basics: {
    name: "Lucía Fernández Ortega",
    headline: "Enfermera especialista en Cuidados Intensivos",
    email: "lucia.fernandez@example.com",
    phone: "+34 612 345 678",
    location: "Valencia, España",
    customFields: [
      { id: "es-cf-1", icon: "car", name: "Carné de conducir", value: "B" },
      { id: "es-cf-2", icon: "id-card", name: "Nº de colegiada", value: "46/28417 (COENV)" },
    ],
  },
  sections: {
    summary: {
      name: "Perfil profesional",
      content:
        "<p>Enfermera con nueve años de experiencia, los últimos seis en la UCI polivalente de un hospital de tercer nivel. Acostumbrada a trabajar en equipos multidisciplinares, a la gestión de pacientes críticos y a la formación de residentes.</p><ul><li>Referente de la unidad en ventilación mecánica y prevención de neumonía asociada</li><li>Coautora del protocolo de movilización precoz del paciente crítico</li></ul>",
    },
    profiles: {
      name: "Perfiles",
      items: [
        {
          id: "es-pr-1",
          network: "LinkedIn",
          username: "luciafernandezortega",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/luciafernandezortega" },
        },
        {
          id: "es-pr-2",
          network: "ORCID",
          username: "0000-0002-4817-3356",
          icon: "orcid",
          url: { href: "https://orcid.org/0000-0002-4817-3356" },
        },
      ],
    },
    experience: {
      name: "Experiencia profesional",
      items: [
        {
          id: "es-ex-1",
          company: "Hospital Universitari i Politècnic La Fe",
          position: "Enfermera de UCI polivalente",
          location: "Valencia",
          date: "jun. 2019 – actualidad",
          summary:
            "<ul><li>Atención integral a pacientes críticos (24 camas): ventilación mecánica, técnicas de depuración extrarrenal y ECMO</li><li>Tutora de prácticas de Grado y de residentes EIR</li><li>Miembro de la comisión de seguridad del paciente</li></ul>",
        },
        {
          id: "es-ex-2",
          company: "Hospital General Universitario de Alicante",
          position: "Enfermera de Urgencias",
          location: "Alicante",
          date: "sept. 2016 – may. 2019",
          summary:
            "<ul><li>Triaje Manchester y atención en box de críticos</li><li>Participación en la implantación del código sepsis del servicio</li></ul>",
        },
        {
          id: "es-ex-3",
          company: "Centro de Salud Benimaclet",
          position: "Enfermera de Atención Primaria (sustituciones)",
          location: "Valencia",
          date: "jul. 2015 – ago. 2016",
          summary: "<p>Consulta de crónicos, vacunación y atención domiciliaria.</p>",
        },
      ],
    },
    education: {
      name: "Formación académica",
      items: [
        {
          id: "es-ed-1",
          institution: "Universitat de València",
          studyType: "Máster universitario",
          area: "Enfermería en Cuidados Críticos y Urgencias",
          score: "Sobresaliente (9,1)",
          date: "2017 – 2018",
          summary: "<p>Trabajo fin de máster sobre movilización precoz en pacientes ventilados.</p>",
        },
        {
          id: "es-ed-2",
          institution: "Universidad de Alicante",
          studyType: "Grado",
          area: "Enfermería",
          score: "Notable (8,2)",
          date: "2011 – 2015",
        },
      ],
    },
    skills: {
      name: "Competencias",
      items: [
        {
          id: "es-sk-1",
          name: "Cuidados críticos",
          description: "Experta",
          level: 5,
          keywords: ["Ventilación mecánica", "ECMO", "Hemofiltración"],
        },
        {
          id: "es-sk-2",
          name: "Urgencias",
          description: "Avanzado",
          level: 4,
          keywords: ["Triaje Manchester", "Código sepsis", "Código ictus"],
        },
        {
          id: "es-sk-3",
          name: "Herramientas",
          description: "Avanzado",
          level: 4,
          keywords: ["Orion Clinic", "ICCA", "Excel"],
        },
      ],
    },
    languages: {
      name: "Idiomas",
      items: [
        { id: "es-la-1", name: "Español", description: "Nativo", level: 5 },
        { id: "es-la-2", name: "Valenciano", description: "C1 (JQCV)", level: 4 },
        { id: "es-la-3", name: "Inglés", description: "B2 (First Certificate)", level: 3 },
      ],
    },
    awards: {
      name: "Premios",
      items: [
        {
          id: "es-aw-1",
          title: "Premio a la mejor comunicación oral",
          awarder: "Congreso Nacional de la SEEIUC",
          date: "2022",
        },
        {
          id: "es-aw-2",
          title: "Reconocimiento a la labor asistencial durante la COVID-19",
          awarder: "Conselleria de Sanitat",
          date: "2021",
        },
      ],
    },
    certifications: {
      name: "Certificaciones",
      items: [
        {
          id: "es-ce-1",
          name: "Soporte Vital Cardiovascular Avanzado (SVCA)",
          issuer: "Sociedad Española de Medicina Intensiva (SEMICYUC)",
          date: "2023",
        },
        { id: "es-ce-2", name: "Instructora de Soporte Vital Básico", issuer: "Consejo Español de RCP", date: "2021" },
      ],
    },
    interests: {
      name: "Intereses",
      items: [
        { id: "es-in-1", name: "Humanización de la UCI", keywords: ["Proyecto HU-CI", "Acompañamiento familiar"] },
        { id: "es-in-2", name: "Investigación en enfermería", keywords: ["Práctica basada en la evidencia"] },
      ],
    },
    projects: {
      name: "Proyectos",
      items: [
        {
          id: "es-pj-1",
          name: "Protocolo de movilización precoz",
          description: "Coordinadora",
          date: "2021 – 2022",
          summary: "<p>Implantación en la UCI de La Fe: la estancia media de pacientes ventilados bajó 1,4 días.</p>",
          keywords: ["Fisioterapia", "Seguridad del paciente"],
        },
        {
          id: "es-pj-2",
          name: "UCI de puertas abiertas",
          description: "Miembro del equipo",
          date: "2020",
          summary: "<p>Ampliación del horario de visitas y guía de acogida para familiares.</p>",
          keywords: ["Humanización"],
        },
      ],
    },
    publications: {
      name: "Publicaciones",
      items: [
        {
          id: "es-pu-1",
          name: "Movilización precoz del paciente crítico ventilado: resultados de un programa",
          publisher: "Enfermería Intensiva",
          date: "2023",
        },
        {
          id: "es-pu-2",
          name: "Carga de trabajo de enfermería y escala NAS en una UCI polivalente",
          publisher: "Metas de Enfermería",
          date: "2020",
        },
      ],
    },
    volunteer: {
      name: "Voluntariado",
      items: [
        {
          id: "es-vo-1",
          organization: "Cruz Roja Española",
          position: "Enfermera voluntaria en dispositivos preventivos",
          location: "Valencia",
          date: "2016 – actualidad",
          summary: "<p>Asistencia sanitaria en Fallas y en el Maratón de Valencia.</p>",
        },
        {
          id: "es-vo-2",
          organization: "Banco de Alimentos de Valencia",
          position: "Voluntaria",
          location: "Valencia",
          date: "2019 – 2021",
        },
      ],
    },
    references: {
      name: "Referencias",
      items: [
        {
          id: "es-re-1",
          name: "Dra. Carmen Soler Ibáñez",
          description: "Jefa de Servicio de Medicina Intensiva, Hospital La Fe",
          summary: "<p>Disponible a petición.</p>",
        },
        {
          id: "es-re-2",
          name: "Javier Martínez Roca",
          description: "Supervisor de Enfermería de Urgencias, HGU de Alicante",
          summary: "<p>Disponible a petición.</p>",
        },
      ],
    },
    hobbies: {
      name: "Aficiones",
      items: [
        { id: "es-ho-1", name: "Natación", icon: "Swimming", description: "Travesías en aguas abiertas" },
        { id: "es-ho-2", name: "Cerámica", icon: "Palette", description: "Taller semanal en Ruzafa" },
      ],
    },
    signature: {
      name: "Firma",
      items: [{ id: "es-si-1", content: "Lucía Fernández Ortega", date: "Valencia, mayo de 2025" }],
    },
  },
  metadata: {
    template: "azurill",
    theme: { primary: "#0f766e" },
    typography: { font: { family: "Inter" } },
    locale: "es-ES",
  },
} satisfies ResumeDataInput;
