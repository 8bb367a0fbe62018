"use client";

import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/core/utils/cn";
import { useControlKeyHeld } from "./use-control-key-held";

/** A password field that shows its text while Ctrl is held, or while its eye button is on (touch screens have no Ctrl). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const t = useTranslations("auth.password");
  const isControlHeld = useControlKeyHeld();
  const [isToggled, setIsToggled] = useState(false);
  const isVisible = isControlHeld || isToggled;
  return (
    <div className="relative">
      <Input
        {...props}
        type={isVisible ? "text" : "password"}
        data-visible={isVisible}
        className={cn("pe-10", className)}
      />
      <button
        type="button"
        className="absolute inset-y-0 end-0 flex w-9 items-center justify-center rounded-e-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none"
        aria-label={isToggled ? t("hide") : t("show")}
        aria-pressed={isToggled}
        title={t("ctrlHint")}
        disabled={props.disabled}
        onClick={() => setIsToggled((value) => !value)}
      >
        {isVisible ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
