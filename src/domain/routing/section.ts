/**
 * Whether a path (without its language prefix) lies in the section a main link names: the link's own page or any
 * address under it. The header marks that link current; the server fills the same mark into a prerendered not-found
 * page for the path it answers (issue 16), so both must read it alike.
 */
export function isInSection(pathWithoutPrefix: string, sectionPath: string): boolean {
  return pathWithoutPrefix === sectionPath || pathWithoutPrefix.startsWith(`${sectionPath}/`);
}
