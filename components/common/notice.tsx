import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/core/utils/cn";

type NoticeProps = Omit<ComponentProps<"div">, "title"> & {
  /** At the start of the box, sized and coloured by the caller (it says what kind of news this is). */
  icon: ReactNode;
  title: ReactNode;
};

/** A boxed message with an icon, a bold title and a muted line under it (a mail sent, payments switched off). */
export function Notice({ icon, title, children, className, ...props }: NoticeProps) {
  return (
    <div {...props} className={cn("flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm", className)}>
      {icon}
      <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
