/**
 * Find Self-Defense Classes' heading and introduction as HTML inside the app's root element, so the page
 * shows its words with the HTML instead of after the screen's code has loaded (issue 18: the page's
 * largest text was painted only then). The app's first render replaces it with the screen, which shows
 * the same heading and introduction in the same place (features/classes/find-classes-screen.tsx).
 */
import { escapeMarkup } from "../../http/escape";

export function findClassesBody(brandName: string): string {
  return (
    '<div class="mx-auto max-w-5xl px-4 pt-8 pb-12">' +
    '<h1 class="text-3xl sm:text-4xl">Find Self-Defense Classes</h1>' +
    `<p class="mt-2 text-lg text-slate-700">Connect with certified ${escapeMarkup(brandName)} trainers and find a self-defense class near you.</p>` +
    "</div>"
  );
}
