import { describe, expect, it } from "vitest";
import { readLocaleMessages } from "@/lib/i18n/messages";
import { onlyWorkspaceMessages, withoutWorkspaceMessages, workspaceNamespaces } from "@/core/i18n/client-messages";

describe("the browser's messages", () => {
  it("split in two: visitors' pages get all but the workspace's namespaces, the workspace adds exactly those", async () => {
    const messages = await readLocaleMessages("en-US");
    const site = withoutWorkspaceMessages(messages);
    const workspace = onlyWorkspaceMessages(messages);
    expect(Object.keys(workspace).sort()).toEqual([...workspaceNamespaces].sort());
    for (const namespace of Object.keys(workspace)) expect(site).not.toHaveProperty(namespace);
    expect({ ...site, ...workspace }).toEqual(messages);
    // What a visitor's page leaves out is a large share of the whole (about half).
    expect(JSON.stringify(site).length).toBeLessThan(JSON.stringify(messages).length * 0.6);
  });
});
