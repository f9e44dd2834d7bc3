/** Each remote renders into its own element inside <main>, so a failing remote only blanks its area. */
export function remoteContainer(name: string, doc: Document = document): HTMLElement {
  const id = `app-${name}`;
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const element = doc.createElement('div');
  element.id = id;
  element.dataset.remote = name;
  (doc.getElementById('ama-main') ?? doc.body).appendChild(element);
  return element;
}
