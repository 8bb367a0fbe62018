import { produce } from "immer";
import { selectTemplate } from "@/client/builder/design-rules";
import { apiRequest } from "@/client/http/api-client";
import type { ResumeTemplateName } from "@/core/resume/schema";
import type { ResumeDto } from "@/lib/resume/resume-dto";

/** Sets a saved resume's template with the picker's rules (PATCH /api/resume/{id} on its current version). */
export async function setResumeTemplateRequest(id: string, template: ResumeTemplateName): Promise<ResumeDto> {
  const current = await apiRequest<ResumeDto>(`/resume/${id}`);
  const data = produce(current.data, (draft) => selectTemplate(draft, template));
  return apiRequest<ResumeDto>(`/resume/${id}`, { method: "PATCH", json: { version: current.version, data } });
}
