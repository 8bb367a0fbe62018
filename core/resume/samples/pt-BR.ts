import type { ResumeDataInput } from "../schema";

// Designer de produto (UX) em São Paulo.
export const ptBR = {
  basics: {
    name: "Mariana Costa Oliveira",
    headline: "Product Designer Sênior · UX e Design Systems",
    email: "mariana.oliveira@example.com",
    phone: "+55 11 98765-4321",
    location: "São Paulo, SP",
    url: { label: "Portfólio", href: "https://marianacosta.com.br" },
    nationality: "Brasileira",
    customFields: [{ id: "pt-cf-1", icon: "briefcase", name: "Disponibilidade", value: "Híbrido ou remoto" }],
  },
  sections: {
    summary: {
      name: "Resumo",
      content:
        "<p>Designer de produto com oito anos de experiência em fintechs e varejo digital. Conduzo pesquisa com usuários, defino fluxos e mantenho design systems que times inteiros conseguem usar de verdade.</p><ul><li>Redesenho do onboarding que elevou a conversão de abertura de conta de 41% para 63%</li><li>Criação do design system usado por 14 squads</li></ul>",
    },
    profiles: {
      name: "Perfis",
      items: [
        {
          id: "pt-pr-1",
          network: "LinkedIn",
          username: "marianacostaoliveira",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/marianacostaoliveira" },
        },
        {
          id: "pt-pr-2",
          network: "Behance",
          username: "marianacosta",
          icon: "behance",
          url: { href: "https://www.behance.net/marianacosta" },
        },
      ],
    },
    experience: {
      name: "Experiência profissional",
      items: [
        {
          id: "pt-ex-1",
          company: "Nuvem Pagamentos",
          position: "Product Designer Sênior",
          location: "São Paulo, SP",
          date: "fev. 2021 – atual",
          summary:
            "<ul><li>Responsável pela experiência de abertura de conta PJ e pelo app de maquininhas</li><li>Lidero o design system Garoa (Figma e React), com 180 componentes documentados</li><li>Facilito rituais de pesquisa contínua com lojistas de todo o Brasil</li></ul>",
        },
        {
          id: "pt-ex-2",
          company: "Casa & Cia Varejo Digital",
          position: "UX Designer",
          location: "Campinas, SP",
          date: "mar. 2018 – jan. 2021",
          summary:
            "<ul><li>Redesenho do checkout: abandono de carrinho caiu 17%</li><li>Testes de usabilidade mensais com clientes reais</li></ul>",
        },
        {
          id: "pt-ex-3",
          company: "Agência Pindorama",
          position: "Designer de Interfaces",
          location: "São Paulo, SP",
          date: "jan. 2016 – fev. 2018",
          summary: "<p>Sites e aplicativos para clientes de educação e turismo.</p>",
        },
      ],
    },
    education: {
      name: "Formação acadêmica",
      items: [
        {
          id: "pt-ed-1",
          institution: "Universidade de São Paulo (FAU-USP)",
          studyType: "Bacharelado",
          area: "Design",
          date: "2011 – 2015",
          summary: "<p>TCC sobre acessibilidade em aplicativos bancários para pessoas idosas.</p>",
        },
        {
          id: "pt-ed-2",
          institution: "Universidade Presbiteriana Mackenzie",
          studyType: "Pós-graduação (especialização)",
          area: "UX Design e Pesquisa com Usuários",
          date: "2018 – 2019",
        },
      ],
    },
    skills: {
      name: "Habilidades",
      items: [
        {
          id: "pt-sk-1",
          name: "Design de interação",
          description: "Especialista",
          level: 5,
          keywords: ["Fluxos", "Prototipação", "Microinterações"],
        },
        {
          id: "pt-sk-2",
          name: "Pesquisa",
          description: "Avançado",
          level: 4,
          keywords: ["Entrevistas", "Testes de usabilidade", "Jobs to be Done"],
        },
        {
          id: "pt-sk-3",
          name: "Ferramentas",
          description: "Avançado",
          level: 4,
          keywords: ["Figma", "Maze", "Hotjar", "HTML/CSS"],
        },
      ],
    },
    languages: {
      name: "Idiomas",
      items: [
        { id: "pt-la-1", name: "Português", description: "Nativo", level: 5 },
        { id: "pt-la-2", name: "Inglês", description: "Fluente", level: 4 },
        { id: "pt-la-3", name: "Espanhol", description: "Intermediário", level: 3 },
      ],
    },
    awards: {
      name: "Prêmios",
      items: [
        { id: "pt-aw-1", title: "Prêmio iBest – Melhor App de Finanças (equipe)", awarder: "iBest", date: "2023" },
        { id: "pt-aw-2", title: "Destaque do Ano em Design", awarder: "Nuvem Pagamentos", date: "2022" },
      ],
    },
    certifications: {
      name: "Certificações",
      items: [
        { id: "pt-ce-1", name: "UX Management: Strategy and Tactics", issuer: "Nielsen Norman Group", date: "2022" },
        { id: "pt-ce-2", name: "Acessibilidade Digital (WCAG 2.1)", issuer: "Movimento Web para Todos", date: "2020" },
      ],
    },
    interests: {
      name: "Interesses",
      items: [
        { id: "pt-in-1", name: "Acessibilidade", keywords: ["Leitores de tela", "Linguagem simples"] },
        { id: "pt-in-2", name: "Inclusão financeira", keywords: ["Microempreendedores", "Pix"] },
      ],
    },
    projects: {
      name: "Projetos",
      items: [
        {
          id: "pt-pj-1",
          name: "Design system Garoa",
          description: "Líder de design",
          date: "2021 – atual",
          summary:
            "<p>Biblioteca de componentes em Figma e React com tokens multimarca e documentação em português.</p>",
          keywords: ["Figma", "Design tokens", "Storybook"],
        },
        {
          id: "pt-pj-2",
          name: "Onboarding PJ em 5 minutos",
          description: "Product designer",
          date: "2022",
          summary: "<p>Abertura de conta para MEI com validação de documentos por foto; conversão de 41% para 63%.</p>",
          keywords: ["Pesquisa", "Testes A/B"],
        },
      ],
    },
    publications: {
      name: "Publicações",
      items: [
        {
          id: "pt-pu-1",
          name: "Design system não é biblioteca de componentes",
          publisher: "UX Collective Brasil",
          date: "2023",
        },
        {
          id: "pt-pu-2",
          name: "Pesquisa com lojistas: o que aprendemos em 200 entrevistas",
          publisher: "Interaction South America (palestra)",
          date: "2022",
        },
      ],
    },
    volunteer: {
      name: "Voluntariado",
      items: [
        {
          id: "pt-vo-1",
          organization: "Instituto Reprograma",
          position: "Mentora de UX",
          location: "São Paulo, SP",
          date: "2020 – atual",
          summary: "<p>Mentoria de mulheres em transição de carreira para tecnologia.</p>",
        },
        {
          id: "pt-vo-2",
          organization: "Ladies that UX São Paulo",
          position: "Organizadora de encontros",
          location: "São Paulo, SP",
          date: "2018 – 2021",
        },
      ],
    },
    references: {
      name: "Referências",
      items: [
        {
          id: "pt-re-1",
          name: "Rafael Nogueira",
          description: "Head de Design, Nuvem Pagamentos",
          summary: "<p>Contato sob solicitação</p>",
        },
        {
          id: "pt-re-2",
          name: "Patrícia Lima",
          description: "Gerente de Produto, Casa & Cia Varejo Digital",
          summary: "<p>Contato sob solicitação</p>",
        },
      ],
    },
    hobbies: {
      name: "Hobbies",
      items: [
        { id: "pt-ho-1", name: "Fotografia de rua", icon: "Camera", description: "Centro histórico de São Paulo" },
        { id: "pt-ho-2", name: "Samba", icon: "Music", description: "Toca cavaquinho em roda de amigos" },
      ],
    },
    signature: {
      name: "Assinatura",
      items: [{ id: "pt-si-1", content: "Mariana Costa Oliveira", date: "São Paulo, maio de 2025" }],
    },
  },
  metadata: {
    template: "ditto",
    theme: { primary: "#7c3aed" },
    typography: { font: { family: "Inter" } },
    locale: "pt-BR",
  },
} satisfies ResumeDataInput;
