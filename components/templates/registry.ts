import type { ResumeTemplateName } from "@/core/resume/schema";
import { azurill } from "./azurill";
import { bronzor } from "./bronzor";
import { chikorita } from "./chikorita";
import { confidence } from "./confidence";
import { creative } from "./creative";
import { ditto } from "./ditto";
import { elegance } from "./elegance";
import { executive } from "./executive";
import { feminine } from "./feminine";
import { gengar } from "./gengar";
import { glalie } from "./glalie";
import { horizon } from "./horizon";
import { kakuna } from "./kakuna";
import { leafish } from "./leafish";
import { metro } from "./metro";
import { modern } from "./modern";
import { nosepass } from "./nosepass";
import { onyx } from "./onyx";
import { pikachu } from "./pikachu";
import { rhyhorn } from "./rhyhorn";
import { slate } from "./slate";
import type { TemplateDefinition } from "./types";

/** Every template, by the name a resume stores in metadata.template. */
export const templates: Record<ResumeTemplateName, TemplateDefinition> = {
  azurill,
  bronzor,
  chikorita,
  confidence,
  creative,
  ditto,
  elegance,
  executive,
  feminine,
  gengar,
  glalie,
  horizon,
  kakuna,
  leafish,
  metro,
  modern,
  nosepass,
  onyx,
  pikachu,
  rhyhorn,
  slate,
};

export function getTemplate(name: ResumeTemplateName): TemplateDefinition {
  return templates[name];
}
