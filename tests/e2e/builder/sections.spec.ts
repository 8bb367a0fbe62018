import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";

// The builder's content panel: items of every section (add, edit, duplicate, hide, reorder by
// drag and by keyboard, delete) and the section options, checked in the UI and on the server.

// Each journey loads the builder fresh, on a machine that is often busy.
test.describe.configure({ timeout: 300_000 });

type ResumeJson = { data: { sections: Record<string, unknown> & { custom: Record<string, SectionJson> } } };
type SectionJson = { name: string; columns: number; visible: boolean; items: Record<string, unknown>[] };

/** Each section with the dialog field that names its items (profiles also need a username). */
const sections = [
  { key: "profiles", field: "Network", titleField: "network", extra: { label: "Username", value: "jdoe" } },
  { key: "experience", field: "Company", titleField: "company" },
  { key: "education", field: "Institution", titleField: "institution" },
  { key: "skills", field: "Name", titleField: "name" },
  { key: "languages", field: "Name", titleField: "name" },
  { key: "awards", field: "Title", titleField: "title" },
  { key: "certifications", field: "Name", titleField: "name" },
  { key: "interests", field: "Name", titleField: "name" },
  { key: "projects", field: "Name", titleField: "name" },
  { key: "publications", field: "Name", titleField: "name" },
  { key: "volunteer", field: "Organization", titleField: "organization" },
  { key: "references", field: "Name", titleField: "name" },
  { key: "hobbies", field: "Name", titleField: "name" },
  { key: "custom", field: "Name", titleField: "name" },
] as const;

async function openBuilder(page: Page): Promise<string> {
  await signUp(page);
  const created = await page.request.post("/api/resume", { data: { title: "Sections test" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`, { timeout: 240_000 });
  await expect(page.locator('[data-panel="content"]')).toBeVisible({ timeout: 240_000 });
  return id;
}

async function serverResume(page: Page, id: string): Promise<ResumeJson> {
  const response = await page.request.get(`/api/resume/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ResumeJson;
}

function serverSection(resume: ResumeJson, key: string): SectionJson {
  if (key.startsWith("custom.")) return resume.data.sections.custom[key.slice("custom.".length)]!;
  return resume.data.sections[key] as SectionJson;
}

// The machine that runs these is often busy: state checks get room to settle.
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });

const rows = (section: Locator) => section.locator("[data-item-id]");
const titles = (section: Locator) =>
  rows(section).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-item-title")));
const row = (section: Locator, title: string) => section.locator(`[data-item-title="${title}"]`);

async function itemMenu(page: Page, section: Locator, title: string, action: string) {
  await row(section, title)
    .first()
    .getByRole("button", { name: `Actions for ${title}` })
    .click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function fillDialog(page: Page, label: string, value: string, submit: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: submit, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

// The list operations (edit, duplicate, hide, reorder, delete) are one component shared by every
// section: the whole journey runs on three kinds (one with a second required field, a plain one and a
// custom section); every other kind's dialog is checked below in one builder load.
const fullJourney = new Set<string>(["profiles", "experience", "custom"]);

for (const spec of sections.filter((section) => fullJourney.has(section.key))) {
  test(`items of ${spec.key}: add, edit, duplicate, hide, reorder by keyboard and drag, delete`, async ({ page }) => {
    const id = await openBuilder(page);

    let key: string = spec.key;
    if (spec.key === "custom") {
      await page.getByRole("button", { name: "Add a new section" }).click();
      const added = page.locator('section[data-section^="custom."]');
      await expect(added).toHaveCount(1);
      await expect(added.getByRole("heading", { name: "Custom Section" })).toBeVisible();
      key = (await added.getAttribute("data-section"))!;
    }
    const section = page.locator(`section[data-section="${key}"]`);
    const name = (suffix: string) => `${spec.key}-${suffix}`;

    // Add: the required field is enforced, then the item appears.
    await section.getByRole("button", { name: "Add an item" }).click();
    const dialog = page.getByRole("dialog");
    if (spec.field !== "Name" || !["skills", "custom"].includes(spec.key)) {
      await dialog.getByRole("button", { name: "Create", exact: true }).click();
      await expect(dialog.getByRole("alert").first()).toHaveText("This field is required.");
    }
    if ("extra" in spec) await dialog.getByLabel(spec.extra.label, { exact: true }).fill(spec.extra.value);
    await fillDialog(page, spec.field, name("a"), "Create");
    // The second one through the section's options menu.
    await section.getByRole("button", { name: /^Options for / }).click();
    await page.getByRole("menuitem", { name: "Add an item" }).click();
    if ("extra" in spec) await dialog.getByLabel(spec.extra.label, { exact: true }).fill(spec.extra.value);
    await fillDialog(page, spec.field, name("b"), "Create");
    await poll(() => titles(section)).toEqual([name("a"), name("b")]);

    // Edit by clicking the row.
    await row(section, name("a"))
      .getByRole("button", { name: new RegExp(`^${name("a")}`) })
      .click();
    await expect(dialog.getByLabel(spec.field, { exact: true })).toHaveValue(name("a"));
    await fillDialog(page, spec.field, name("c"), "Save changes");

    // Duplicate opens a copy; saving places it after the original with a new id.
    await itemMenu(page, section, name("b"), "Duplicate");
    await fillDialog(page, spec.field, name("d"), "Create copy");
    await poll(() => titles(section)).toEqual([name("c"), name("b"), name("d")]);

    // Hide.
    await itemMenu(page, section, name("c"), "Hide from resume");
    await expect(row(section, name("c"))).toHaveAttribute("data-hidden", "true");

    // Reorder by keyboard: pick up the last, move it up twice, drop.
    const lastHandle = row(section, name("d")).getByRole("button", { name: `Reorder ${name("d")}` });
    const announced = (text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
    await lastHandle.focus();
    await page.keyboard.press("Space");
    await announced(`Picked up ${name("d")}, position 3 of 3.`);
    await page.keyboard.press("ArrowUp");
    await announced(`${name("d")} moved to position 2 of 3.`);
    await page.keyboard.press("ArrowUp");
    await announced(`${name("d")} moved to position 1 of 3.`);
    await page.keyboard.press("Space");
    await announced(`${name("d")} dropped at position 1 of 3.`);
    await poll(() => titles(section)).toEqual([name("d"), name("c"), name("b")]);

    // Reorder by drag: the first below the last.
    const handle = row(section, name("d")).getByRole("button", { name: `Reorder ${name("d")}` });
    const target = row(section, name("b"));
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.8, { steps: 12 });
    await page.mouse.up();
    await poll(() => titles(section)).toEqual([name("c"), name("b"), name("d")]);

    // Delete, with its confirmation.
    await itemMenu(page, section, name("b"), "Delete");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await poll(() => titles(section)).toEqual([name("c"), name("d")]);

    // The autosave delivers the same state to the server.
    await expect
      .poll(
        async () => {
          const items = serverSection(await serverResume(page, id), key).items;
          return items.map((item) => [item[spec.titleField], item.visible]);
        },
        { timeout: 30_000 },
      )
      .toEqual([
        [name("c"), false],
        [name("d"), true],
      ]);
  });
}

test("every other section's item dialog enforces its required field and creates an item the server receives", async ({
  page,
}) => {
  const id = await openBuilder(page);
  const dialog = page.getByRole("dialog");
  const others = sections.filter((section) => !fullJourney.has(section.key));
  for (const spec of others) {
    const section = page.locator(`section[data-section="${spec.key}"]`);
    await section.getByRole("button", { name: "Add an item" }).click();
    if (spec.key !== "skills") {
      await dialog.getByRole("button", { name: "Create", exact: true }).click();
      await expect(dialog.getByRole("alert").first()).toHaveText("This field is required.");
    }
    await fillDialog(page, spec.field, `${spec.key}-only`, "Create");
    await expect(row(section, `${spec.key}-only`)).toBeVisible();
  }
  await expect
    .poll(
      async () => {
        const resume = await serverResume(page, id);
        return others.map((spec) => serverSection(resume, spec.key).items.map((item) => item[spec.titleField]));
      },
      { timeout: 30_000 },
    )
    .toEqual(others.map((spec) => [`${spec.key}-only`]));
});

test("section options: rename and reset the name, 3 columns, hide and show, remove a custom section", async ({
  page,
}) => {
  const id = await openBuilder(page);
  const experience = page.locator('section[data-section="experience"]');
  const options = () => experience.getByRole("button", { name: /^Options for / }).click();

  await options();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByLabel("Section name").fill("Work history");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(experience.getByRole("heading", { name: "Work history" })).toBeVisible();

  await options();
  await page.getByRole("menuitemradio", { name: "3 columns" }).click();
  await options();
  await expect(page.getByRole("menuitemradio", { name: "3 columns" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("menuitem", { name: "Hide section" }).click();
  await expect(experience.locator("[data-hidden-marker]")).toBeVisible();

  await expect
    .poll(
      async () => {
        const section = serverSection(await serverResume(page, id), "experience");
        return [section.name, section.columns, section.visible];
      },
      { timeout: 30_000 },
    )
    .toEqual(["Work history", 3, false]);

  await options();
  await page.getByRole("menuitem", { name: "Show section" }).click();
  await expect(experience.locator("[data-hidden-marker]")).toHaveCount(0);
  await options();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByRole("button", { name: "Reset to “Experience”" }).click();
  await expect(page.getByLabel("Section name")).toHaveValue("Experience");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(experience.getByRole("heading", { name: "Experience" })).toBeVisible();

  // A built-in section is only hidden on removal; a custom one is deleted.
  await options();
  await page.getByRole("menuitem", { name: "Remove section" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Hide section" }).click();
  await expect(experience.locator("[data-hidden-marker]")).toBeVisible();

  await page.getByRole("button", { name: "Add a new section" }).click();
  const custom = page.locator('section[data-section^="custom."]');
  await expect(custom).toBeInViewport();
  const customKey = (await custom.getAttribute("data-section"))!;
  await expect
    .poll(
      async () => {
        const resume = await serverResume(page, id);
        return Object.keys(resume.data.sections.custom).length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await custom.getByRole("button", { name: /^Options for / }).click();
  await page.getByRole("menuitem", { name: "Remove section" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete section" }).click();
  await expect(custom).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const resume = await serverResume(page, id);
        return [Object.keys(resume.data.sections.custom), serverSection(resume, "experience").visible];
      },
      { timeout: 30_000 },
    )
    .toEqual([[], false]);
  expect(customKey.startsWith("custom.")).toBe(true);
});

test("keywords, levels, hobby icons and the signature", async ({ page }) => {
  const id = await openBuilder(page);
  const dialog = page.getByRole("dialog");

  // Keywords: comma and Enter add, duplicates ignored, Backspace removes the last, a typed one is added on save.
  const projects = page.locator('section[data-section="projects"]');
  await projects.getByRole("button", { name: "Add an item" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Vitae");
  const keywords = dialog.getByLabel("Keywords");
  await keywords.pressSequentially("React,TypeScript,");
  await keywords.fill("react");
  await keywords.press("Enter");
  await keywords.fill("Go");
  await keywords.press("Enter");
  await keywords.press("Backspace");
  await keywords.fill("Prisma");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // Skills: a level and keyword chips in the list.
  const skills = page.locator('section[data-section="skills"]');
  await skills.getByRole("button", { name: "Add an item" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Frontend");
  await dialog.getByRole("slider", { name: "Level" }).focus();
  await page.keyboard.press("End");
  await dialog.getByLabel("Keywords").fill("CSS");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(skills.locator("[data-level]")).toHaveAttribute("data-level", "5");
  await expect(skills.getByText("CSS", { exact: true })).toBeVisible();

  // Hobbies: Tennis by default, another icon chosen from the grid.
  const hobbies = page.locator('section[data-section="hobbies"]');
  await hobbies.getByRole("button", { name: "Add an item" }).click();
  await expect(dialog.getByRole("radio", { name: "Tennis" })).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("radio", { name: "Guitar" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Music");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  // The row shows the chosen icon (the icons load with the first hobby shown).
  await expect(hobbies.locator("[data-item-id] svg.lucide-guitar")).toBeVisible();

  // Rich text: a link is set from the prompt; cancel changes nothing; an empty address removes it.
  const summary = page.getByRole("textbox", { name: "Professional summary" });
  await summary.click();
  await page.keyboard.type("Portfolio");
  await page.keyboard.press("ControlOrMeta+a");
  const linkButton = page.locator('section[data-section="summary"]').getByRole("button", { name: "Link" });
  await linkButton.click();
  await dialog.getByLabel("Address").fill("https://example.com/work");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(summary.locator('a[href="https://example.com/work"]')).toHaveText("Portfolio");
  await linkButton.click();
  await dialog.getByLabel("Address").fill("https://other.example");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(summary.locator('a[href="https://example.com/work"]')).toHaveCount(1);
  await expect
    .poll(async () => ((await serverResume(page, id)).data.sections.summary as { content: string }).content, {
      timeout: 30_000,
    })
    .toContain('href="https://example.com/work"');
  await summary.click();
  await page.keyboard.press("ControlOrMeta+a");
  await linkButton.click();
  await dialog.getByLabel("Address").fill("");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(summary.locator("a")).toHaveCount(0);

  // Signature: capitalised per word.
  await page.getByLabel("Your signature").fill("ada king lovelace");
  await expect(page.getByLabel("Your signature")).toHaveValue("Ada King Lovelace");

  await expect
    .poll(
      async () => {
        const { sections } = (await serverResume(page, id)).data as unknown as {
          sections: Record<string, { items: Record<string, unknown>[] }>;
        };
        return {
          project: sections.projects!.items[0]?.keywords,
          skill: [sections.skills!.items[0]?.level, sections.skills!.items[0]?.keywords],
          hobby: sections.hobbies!.items[0]?.icon,
          signature: sections.signature!.items[0]?.content,
          summary: String((sections.summary as unknown as { content: string }).content).includes("<a"),
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({
      project: ["React", "TypeScript", "Prisma"],
      skill: [5, ["CSS"]],
      hobby: "Guitar",
      signature: "Ada King Lovelace",
      summary: false,
    });
});
