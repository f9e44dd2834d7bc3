/** `{{name}}` placeholders, filled from the page's facts; an unknown name is a writer's mistake. */
export function fillFacts(text: string, facts: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`Unknown fact ${whole} in content text`);
    return value;
  });
}

/** The inline forms of a document's text: `**strong**` and `[label](target)`. */
export const INLINE_TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The plain text a reader sees (titles, the meta description, tests): markup gone, facts filled. */
export function plainText(text: string, facts: Record<string, string>): string {
  return fillFacts(text, facts).replace(INLINE_TOKEN, (_whole, strong?: string, label?: string) => strong ?? label ?? '');
}
