import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { YearBarChart } from "./year-bar-chart";

describe("the storms-by-year chart", () => {
  it("draws one bar per year, oldest first, with a table of the same counts as its text alternative", () => {
    const html = renderToStaticMarkup(
      createElement(YearBarChart, {
        data: [{ year: 2024, count: 7 }, { year: 2022, count: 3 }, { year: 2023, count: 0 }],
        title: "Hail reports by year",
        yearLabel: "Year",
        countLabel: "Reports",
      }),
    );
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain("<caption>Hail reports by year</caption>");
    const cells = [...html.matchAll(/<th scope="row">(\d+)<\/th><td>(\d+)<\/td>/g)].map((m) => [m[1], m[2]]);
    expect(cells).toEqual([["2022", "3"], ["2023", "0"], ["2024", "7"]]);
  });

  it("marks years without data between two bars with a dashed line, not a zero bar", () => {
    const html = renderToStaticMarkup(
      createElement(YearBarChart, { data: [{ year: 1990, count: 2 }, { year: 2022, count: 5 }, { year: 1991, count: 1 }], title: "T", yearLabel: "Y", countLabel: "C" }),
    );
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html.match(/stroke-dasharray="3 3"/g)).toHaveLength(1);
    expect(html).toContain(">2022</text>");
  });

  it("says nothing is wrong with no data: an empty table, no bars", () => {
    const html = renderToStaticMarkup(createElement(YearBarChart, { data: [], title: "T", yearLabel: "Y", countLabel: "C" }));
    expect(html).not.toContain("<rect");
    expect(html).toContain("<tbody></tbody>");
  });
});
