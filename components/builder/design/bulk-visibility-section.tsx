"use client";

import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { hideEmptySections, showAllSections } from "@/client/builder/design-rules";
import { useBuilderStore } from "@/client/builder/store";
import { DesignCard } from "./design-card";

/** Show every section, or hide the empty ones, in one undoable step. */
export function BulkVisibilitySection() {
  const t = useTranslations("builderDesign.visibility");
  const update = useBuilderStore((state) => state.update);

  function run(change: typeof showAllSections, message: "shownAll" | "hidEmpty") {
    try {
      let count = 0;
      update((draft) => {
        count = change(draft);
      });
      toast.success(t(message, { count }));
    } catch {
      toast.error(t("failed"));
    }
  }

  return (
    <DesignCard id="design-visibility" title={t("title")} description={t("description")}>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => run(showAllSections, "shownAll")}>
          <EyeIcon aria-hidden />
          {t("showAll")}
        </Button>
        <Button type="button" variant="outline" onClick={() => run(hideEmptySections, "hidEmpty")}>
          <EyeOffIcon aria-hidden />
          {t("hideEmpty")}
        </Button>
      </div>
    </DesignCard>
  );
}
