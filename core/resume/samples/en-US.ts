import type { ResumeDataInput } from "../schema";

// Software engineer in Austin, Texas. US resumes leave out birth date, nationality and marital status.
export const enUS = {
  basics: {
    name: "Emily Carter",
    headline: "Senior Software Engineer · Backend & Platform",
    email: "emily.carter@example.com",
    phone: "(512) 555-0147",
    location: "Austin, TX",
    url: { label: "emilycarter.dev", href: "https://emilycarter.dev" },
    customFields: [{ id: "en-cf-1", icon: "github", name: "Open source", value: "Maintainer of pg-shadow" }],
  },
  sections: {
    summary: {
      name: "Summary",
      content:
        "<p>Backend engineer with eight years of experience building reliable, well-tested services in Go, TypeScript and PostgreSQL. I care about boring infrastructure, clear APIs and teams that ship on Fridays without fear.</p><ul><li>Cut p99 latency of a claims API serving 40M requests/day by 63%</li><li>Led the migration of 120 services to Kubernetes with zero customer-facing downtime</li></ul>",
    },
    profiles: {
      name: "Profiles",
      items: [
        {
          id: "en-pr-1",
          network: "LinkedIn",
          username: "emily-carter-eng",
          icon: "linkedin",
          url: { href: "https://www.linkedin.com/in/emily-carter-eng" },
        },
        {
          id: "en-pr-2",
          network: "GitHub",
          username: "ecarter",
          icon: "github",
          url: { href: "https://github.com/ecarter" },
        },
      ],
    },
    experience: {
      name: "Experience",
      items: [
        {
          id: "en-ex-1",
          company: "Lonestar Health Technologies",
          position: "Senior Software Engineer",
          location: "Austin, TX",
          date: "Mar 2021 – Present",
          summary:
            "<ul><li>Own the claims-processing platform (Go, PostgreSQL, Kafka) used by 300+ hospital clients</li><li>Redesigned the eligibility cache, reducing p99 latency from 1.9 s to 700 ms</li><li>Mentor four engineers; introduced design reviews and a weekly on-call retro</li></ul>",
          url: { href: "https://lonestarhealth.example.com" },
        },
        {
          id: "en-ex-2",
          company: "Brightline Logistics",
          position: "Software Engineer II",
          location: "Dallas, TX",
          date: "Jul 2018 – Feb 2021",
          summary:
            "<ul><li>Built the carrier-rating service in TypeScript that priced 1.2M shipments a month</li><li>Moved batch jobs from cron boxes to Kubernetes CronJobs, saving $140K a year</li></ul>",
        },
        {
          id: "en-ex-3",
          company: "Brightline Logistics",
          position: "Software Engineering Intern",
          location: "Dallas, TX",
          date: "May 2017 – Aug 2017",
          summary: "<p>Wrote the first version of the shipment-tracking webhook API.</p>",
        },
      ],
    },
    education: {
      name: "Education",
      items: [
        {
          id: "en-ed-1",
          institution: "The University of Texas at Austin",
          studyType: "Bachelor of Science",
          area: "Computer Science",
          score: "GPA 3.7/4.0",
          date: "2014 – 2018",
          summary: "<p>Turing Scholars honors program; senior thesis on lock-free queues.</p>",
          url: { href: "https://www.cs.utexas.edu" },
        },
        {
          id: "en-ed-2",
          institution: "Austin Community College",
          studyType: "Dual credit",
          area: "Calculus and Discrete Mathematics",
          date: "2012 – 2014",
        },
      ],
    },
    skills: {
      name: "Skills",
      items: [
        {
          id: "en-sk-1",
          name: "Backend",
          description: "Expert",
          level: 5,
          keywords: ["Go", "TypeScript", "Node.js", "gRPC"],
        },
        { id: "en-sk-2", name: "Data", description: "Advanced", level: 4, keywords: ["PostgreSQL", "Kafka", "Redis"] },
        {
          id: "en-sk-3",
          name: "Infrastructure",
          description: "Advanced",
          level: 4,
          keywords: ["Kubernetes", "Terraform", "AWS"],
        },
      ],
    },
    languages: {
      name: "Languages",
      items: [
        { id: "en-la-1", name: "English", description: "Native", level: 5 },
        { id: "en-la-2", name: "Spanish", description: "Professional working proficiency", level: 3 },
      ],
    },
    awards: {
      name: "Awards",
      items: [
        {
          id: "en-aw-1",
          title: "Engineering Excellence Award",
          awarder: "Lonestar Health Technologies",
          date: "2023",
          summary: "<p>For the eligibility cache redesign.</p>",
        },
        {
          id: "en-aw-2",
          title: "HackTX — First Place",
          awarder: "HackTX",
          date: "2017",
          summary: "<p>Real-time flood alerts from public river gauges.</p>",
        },
      ],
    },
    certifications: {
      name: "Certifications",
      items: [
        {
          id: "en-ce-1",
          name: "AWS Certified Solutions Architect – Associate",
          issuer: "Amazon Web Services",
          date: "2022",
        },
        {
          id: "en-ce-2",
          name: "Certified Kubernetes Application Developer (CKAD)",
          issuer: "The Linux Foundation",
          date: "2023",
        },
      ],
    },
    interests: {
      name: "Interests",
      items: [
        { id: "en-in-1", name: "Developer tooling", keywords: ["CLIs", "Static analysis"] },
        { id: "en-in-2", name: "Accessibility", keywords: ["WCAG", "Screen readers"] },
      ],
    },
    projects: {
      name: "Projects",
      items: [
        {
          id: "en-pj-1",
          name: "pg-shadow",
          description: "Creator and maintainer",
          date: "2022 – Present",
          summary:
            "<p>Open-source tool that replays production queries against a shadow PostgreSQL database before migrations. 1.8K stars on GitHub.</p>",
          keywords: ["Go", "PostgreSQL"],
          url: { href: "https://github.com/ecarter/pg-shadow" },
        },
        {
          id: "en-pj-2",
          name: "Austin Bike Share Status",
          description: "Side project",
          date: "2020",
          summary: "<p>A small web app showing live dock availability, used by about 2,000 riders a month.</p>",
          keywords: ["TypeScript", "React"],
        },
      ],
    },
    publications: {
      name: "Publications",
      items: [
        {
          id: "en-pu-1",
          name: "Zero-Downtime Schema Changes in PostgreSQL",
          publisher: "Lonestar Health Engineering Blog",
          date: "Sep 2023",
        },
        {
          id: "en-pu-2",
          name: "What Our On-Call Retros Taught Us",
          publisher: "Texas Linux Fest (talk)",
          date: "Apr 2024",
        },
      ],
    },
    volunteer: {
      name: "Volunteering",
      items: [
        {
          id: "en-vo-1",
          organization: "Austin Public Library",
          position: "Teen Coding Club Mentor",
          location: "Austin, TX",
          date: "2019 – Present",
          summary: "<p>Teach Python basics to high-school students every other Saturday.</p>",
        },
        {
          id: "en-vo-2",
          organization: "Habitat for Humanity Austin",
          position: "Build volunteer",
          location: "Austin, TX",
          date: "2018 – 2020",
        },
      ],
    },
    references: {
      name: "References",
      items: [
        {
          id: "en-re-1",
          name: "Dana Whitfield",
          description: "Director of Engineering, Lonestar Health Technologies",
          summary: "<p>dana.whitfield@example.com</p>",
        },
        {
          id: "en-re-2",
          name: "Marcus Lee",
          description: "Engineering Manager, Brightline Logistics",
          summary: "<p>(214) 555-0178</p>",
        },
      ],
    },
    hobbies: {
      name: "Hobbies",
      items: [
        { id: "en-ho-1", name: "Trail running", icon: "Running", description: "Two half marathons on the Greenbelt" },
        {
          id: "en-ho-2",
          name: "Film photography",
          icon: "Camera",
          description: "Develops black-and-white film at home",
        },
      ],
    },
    signature: {
      name: "Signature",
      items: [{ id: "en-si-1", content: "Emily Carter", date: "May 2025" }],
    },
    custom: {
      "en-talks": {
        id: "en-talks",
        name: "Talks",
        items: [
          {
            id: "en-ta-1",
            name: "Boring Infrastructure Is a Feature",
            description: "Speaker",
            date: "2024",
            location: "Austin Go Meetup",
          },
          {
            id: "en-ta-2",
            name: "Idempotent Webhooks in Practice",
            description: "Speaker",
            date: "2023",
            location: "DevOpsDays Austin",
          },
        ],
      },
    },
  },
  metadata: {
    template: "leafish",
    layout: [
      [
        ["summary", "experience", "projects", "education", "custom.en-talks", "volunteer", "signature"],
        [
          "profiles",
          "skills",
          "certifications",
          "languages",
          "awards",
          "publications",
          "references",
          "interests",
          "hobbies",
        ],
      ],
    ],
    theme: { primary: "#2563eb" },
    typography: { font: { family: "Inter", variants: ["regular", "600"] } },
    locale: "en-US",
  },
} satisfies ResumeDataInput;
