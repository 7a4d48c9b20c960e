import type { Project } from '@app/shared/schemas/projects';
import { useProject, useProjects } from '../api/projects';

type Choice = { value: string; label: string };

/** How a choice names its project: its name, or its code and name where lists show the code. */
const labelOf = (project: Pick<Project, 'code' | 'name'>, isCodeShown: boolean) =>
  isCodeShown ? `${project.code} · ${project.name}` : project.name;

/**
 * A project filter's choices (analytics, the quotes list): the first page (50, newest first) of the
 * projects the server finds for what the user typed (name, code or client, across all pages), and
 * the chosen project read by id, so that its name shows even when it is not among them
 * (docs/product-rules.md § Analytics). Once a project is chosen the field shows its label: that is
 * not a search, the newest are listed. `isCodeShown` puts the code before the name, for a list
 * whose rows name projects by code.
 */
export function useProjectChoices(typed: string, chosenId: string, isCodeShown = false) {
  const id = Number(chosenId);
  const chosen = useProject(Number.isInteger(id) && id > 0 ? id : null);
  const chosenData = chosen.data;
  const chosenLabel = chosenData ? labelOf(chosenData, isCodeShown) : undefined;
  const search = typed.trim() === chosenLabel ? '' : typed.trim();
  const page = useProjects(search ? { search } : {});
  const choices: Choice[] = (page.data?.projects ?? []).map((p) => ({
    value: String(p.id),
    label: labelOf(p, isCodeShown),
  }));
  if (
    chosenData &&
    chosenLabel &&
    !choices.some((choice) => choice.value === String(chosenData.id))
  ) {
    choices.unshift({ value: String(chosenData.id), label: chosenLabel });
  }
  return choices;
}
