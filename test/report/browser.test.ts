/**
 * A real browser on the HTML report: Chromium (./chromium.ts: the one @sparticuz/chromium ships, else a system one)
 * through playwright-core opens report files over file://, applies the severity, operation and text filters, opens the collapsed rule groups, follows the
 * "act on these first" links, and the visible findings are asserted. The page must load nothing but itself and log
 * no error (its CSP would log any blocked style or script); the hostile report must run no script of its own and
 * show the hostile text as text; a page of 5,000 findings must load and filter (its timings are printed, not
 * asserted: timing belongs to benchmarks). Screenshots go to test-output/.
 *
 * Nothing is skipped: when no Chromium starts, the suite fails with what each candidate said.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { guideView } from "../../generator/report/guide.js";
import { renderPage } from "../../generator/report/templates.js";
import { renderReport } from "../../generator/report/render.js";
import { launchChromium } from "./chromium.js";
import { fixture, guideFixture } from "./fake-engine.js";
import { hugeReport } from "./huge-report.js";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "test-output");
const pagesDir = path.join(outDir, "report-browser");
let context: BrowserContext;
let source: string;
let profile: string;

beforeAll(async () => {
  mkdirSync(pagesDir, { recursive: true });
  const catalog = readCatalog();
  writeFileSync(path.join(pagesDir, "full.html"), await renderReport("html", fixture("full"), { catalog }));
  writeFileSync(path.join(pagesDir, "hostile.html"), await renderReport("html", fixture("hostile")));
  writeFileSync(path.join(pagesDir, "guide.html"), renderPage("guide", "html", guideView(guideFixture(), { catalog })));
  writeFileSync(path.join(pagesDir, "huge.html"), renderReport("html", hugeReport(5000)));
  profile = mkdtempSync(path.join(tmpdir(), "revforge-chromium-"));
  ({ context, source } = await launchChromium(profile, { width: 1280, height: 900 }));
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Opens a page and records every request, console error and dialog it makes. */
async function open(name: string) {
  const page = await context.newPage();
  const seen = { requests: [] as string[], errors: [] as string[], dialogs: [] as string[] };
  page.on("request", (r) => seen.requests.push(r.url()));
  page.on("console", (m) => m.type() === "error" && seen.errors.push(m.text()));
  page.on("pageerror", (e) => seen.errors.push(e.message));
  page.on("dialog", (d) => (seen.dialogs.push(d.message()), void d.dismiss()));
  const url = pathToFileURL(path.join(pagesDir, name)).href;
  await page.goto(url);
  return { page, seen, url };
}

/**
 * Text inside finding cards is read as textContent: cards are laid out only near the screen (content-visibility), and
 * innerText of a card that is not laid out is empty.
 */
const texts = async (locator: Locator) => (await locator.allTextContents()).map((t) => t.trim());
const visibleTitles = (page: Page) => texts(page.locator("article.finding:visible h3"));
/** Selects an operation in the filter by its operationId (option values are opaque keys). */
async function pickOperation(page: Page, operationId: string): Promise<void> {
  const options = await page
    .locator("#operation option")
    .evaluateAll((els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent!.trim() })));
  const option = options.find((o) => o.label.startsWith(`${operationId} ·`));
  if (!option) throw new Error(`no operation ${operationId} in the filter: ${options.map((o) => o.label).join(", ")}`);
  await page.locator("#operation").selectOption(option.value);
}

const severity = (page: Page, name: string) => page.locator(`input[name="severity"][value="${name}"]`);

describe("the HTML report in Chromium", () => {
  it("runs in the Chromium that npm ci installs, wherever it ships one (Linux x64)", () => {
    // Else a system chromium installed by hand could hide that `npm ci` alone no longer gives a browser.
    if (process.platform === "linux" && process.arch === "x64") expect(source).toMatch(/^@sparticuz\/chromium \d/);
    else expect(source).toMatch(/^\//);
  });

  it("leads with the summary and opens what it links to", async () => {
    const { page, seen } = await open("full.html");
    expect(await page.locator(".overview .rules tbody tr").count()).toBe(9);
    expect(await page.locator("ol.act li a").allInnerTexts()).toEqual([
      "The request property subscriptions.email of SubscribeProfiles changed from an array to an object.",
      "The response property timestamp of EmailMarketing was renamed to consent_timestamp.",
      "The response property subscriptions of Profile is returned only with additional-fields[profile]=subscriptions.",
      "The response property company_id of Template was removed.",
      "The response property channel of Campaign accepts the new value sms.",
    ]);
    // safe findings start collapsed when there is something to act on; a permalink into them opens their group
    expect(await page.locator('section[data-group="safe"] details.group[open]').count()).toBe(0);
    const safeCard = page.locator('section[data-group="safe"] article.finding').first();
    expect(await safeCard.isVisible()).toBe(false);
    const anchor = await safeCard.getAttribute("id");
    await page.evaluate((id) => (location.hash = `#${id}`), anchor);
    await expect.poll(() => safeCard.isVisible()).toBe(true);
    await page.locator("ol.act li a").nth(3).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#finding-4");
    await expect(page.locator("#finding-4 h3").textContent()).resolves.toBe(
      "The response property company_id of Template was removed.",
    );
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("filters by severity, by operation and by text", async () => {
    const { page, seen, url } = await open("full.html");
    await expect(page.locator("#shown").innerText()).resolves.toBe("9 of 9 findings match");
    expect(await page.locator("article.finding:visible").count()).toBe(5); // the 4 safe ones are collapsed

    await severity(page, "dangerous").uncheck();
    await severity(page, "safe").uncheck();
    expect(
      await page.locator("article.finding:visible").evaluateAll((els) => els.map((e) => e.dataset.severity)),
    ).toEqual(["breaking", "breaking", "breaking", "breaking"]);
    expect(await page.locator('section[data-group="safe"]').isHidden()).toBe(true);

    await pickOperation(page, "get_profile");
    expect(await visibleTitles(page)).toEqual([
      "The response property timestamp of EmailMarketing was renamed to consent_timestamp.",
      "The response property subscriptions of Profile is returned only with additional-fields[profile]=subscriptions.",
    ]);
    await expect(page.locator("#shown").innerText()).resolves.toBe("2 of 9 findings match");
    const card = page.locator("article.finding:visible").first();
    await expect(card.locator("dd.hint").textContent()).resolves.toBe(
      "Read consent_timestamp where you read timestamp.",
    );
    await expect(card.locator("dd.catalog").textContent()).resolves.toMatch(/^Subscription response fields renamed/);
    await expect(card.locator("dd.handled").textContent()).resolves.toBe(
      "handled by the shim when you upgrade (RenameSubscriptionTimestampToConsentTimestamp)",
    );
    // before and after side by side: one row, before on the left
    const [before, after] = [
      await card.locator(".side.before").boundingBox(),
      await card.locator(".side.after").boundingBox(),
    ];
    expect(before!.y).toBe(after!.y);
    expect(before!.x + before!.width).toBeLessThanOrEqual(after!.x);
    await page.screenshot({ path: path.join(outDir, "report-filtered.png"), fullPage: true });

    await pickOperation(page, "get_coupons"); // only a safe finding, and safe is unchecked
    expect(await page.locator("article.finding:visible").count()).toBe(0);
    expect(await page.locator("#empty").isVisible()).toBe(true);

    await page.locator("#reset").click();
    expect(await page.locator("article.finding:visible").count()).toBe(5);
    // a text filter opens the collapsed groups it finds something in; every word must match
    await page.locator("#text").fill("COUPON safe");
    await expect.poll(() => page.locator("#shown").innerText()).toBe("1 of 9 findings match");
    expect(await visibleTitles(page)).toEqual([expect.stringMatching(/coupon/i)]);
    await page.locator("#text").fill("");
    await expect.poll(() => page.locator("article.finding:visible").count()).toBe(5);
    expect(seen.requests).toEqual([url]); // self-contained: nothing else is loaded
    expect(seen.errors).toEqual([]); // nothing blocked by the CSP, no script error
    await page.close();
  }, 60_000);

  it("loads and filters a report of 5,000 findings", async () => {
    const { page, seen } = await open("huge.html");
    const loaded = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return Math.round(nav.loadEventEnd);
    });
    await expect(page.locator("#shown").innerText()).resolves.toBe("5000 of 5000 findings match");
    expect(await page.locator("ol.act li").count()).toBe(10);
    /** Runs a filter change in the page and times it until the count changes and the next frame is painted. */
    const timed = (change: string) =>
      page.evaluate(async (change) => {
        const shown = document.getElementById("shown")!;
        const before = shown.textContent;
        const start = performance.now();
        new Function(change)();
        while (shown.textContent === before) await new Promise((done) => setTimeout(done, 5));
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        return Math.round(performance.now() - start);
      }, change);
    const typed = await timed(
      `const t = document.getElementById("text"); t.value = "property_4999 "; t.dispatchEvent(new Event("input"));`,
    );
    await expect(page.locator("#shown").innerText()).resolves.toBe("1 of 5000 findings match");
    expect(await texts(page.locator("article.finding:not([hidden]) h3"))).toEqual([
      expect.stringContaining("property_4999 of"),
    ]);
    const cleared = await timed(`document.getElementById("reset").click();`);
    await expect(page.locator("#shown").innerText()).resolves.toBe("5000 of 5000 findings match");
    await pickOperation(page, "operation_7");
    const matching = hugeReport(5000).findings.filter((f) => f.affects.some((a) => a.operationId === "operation_7"));
    await expect(page.locator("#shown").innerText()).resolves.toBe(`${matching.length} of 5000 findings match`);
    const unchecked = await timed(
      `const b = document.querySelector('input[value="breaking"]'); b.checked = false; b.dispatchEvent(new Event("change"));`,
    );
    const left = matching.filter((f) => f.severity !== "breaking").length;
    await expect(page.locator("#shown").innerText()).resolves.toBe(`${left} of 5000 findings match`);
    // timings on this machine, for the record
    console.info(
      `report of 5,000 findings: load ${loaded} ms, text filter ${typed} ms (a 120 ms debounce included), reset ${cleared} ms, severity ${unchecked} ms`,
    );
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows hostile spec text as text and runs none of it", async () => {
    const { page, seen, url } = await open("hostile.html");
    expect(await page.locator("script").count()).toBe(1);
    expect(await page.locator("img, iframe, object, embed, a[href^='javascript']").count()).toBe(0);
    await expect(page.locator("article.finding h3").first().textContent()).resolves.toContain(
      `message1 <script>alert("message1")</script> </script><script>alert(1)</script> "><img src=x onerror=alert(2)>`,
    );
    // the operation filter works on hostile operation ids
    const label = (await page.locator("#operation option").nth(1).innerText()).trim();
    expect(label).toMatch(/^op1-1 <script>alert\("op1-1"\)<\/script>/);
    await page.locator("#operation").selectOption({ index: 1 });
    expect(await page.locator("article.finding:visible").count()).toBe(1);
    await page.screenshot({ path: path.join(outDir, "report-hostile.png"), fullPage: false });
    expect(seen.dialogs).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.requests).toEqual([url]);
    await page.close();
  }, 60_000);

  it("filters the upgrade guide by operation", async () => {
    const { page, seen } = await open("guide.html");
    await pickOperation(page, "subscribe_profiles");
    expect(await page.locator("section[data-group]:visible h2 code").allInnerTexts()).toEqual(["subscribe_profiles"]);
    expect(await visibleTitles(page)).toEqual([
      "The request property subscriptions.email of SubscribeProfiles changed from an array to an object.",
    ]);
    await page.screenshot({ path: path.join(outDir, "guide-filtered.png"), fullPage: false });
    expect(seen.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
