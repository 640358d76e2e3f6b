/**
 * Secondary home sections (testimonials, most viewed, week posts) must not take the whole home
 * page down: their failure is logged and the section is left out. The primary sections (services,
 * doctors, news, business units) throw instead, so ISR keeps the last good page.
 */
export async function optional<T>(name: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[home] ${name} section skipped:`, error instanceof Error ? error.message : error);
    return null;
  }
}
