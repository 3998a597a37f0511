import { Database, LayoutDashboard, ListTodo, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";

/** "Menu": Dashboard, Task Queue, Data Sources, Settings; placeholders that go nowhere (spec 01 §2). */
export function MenuLinks() {
  const { t } = useTranslation();
  const items = [
    { key: "dashboard", icon: LayoutDashboard },
    { key: "taskQueue", icon: ListTodo },
    { key: "dataSources", icon: Database },
    { key: "settings", icon: Settings },
  ] as const;
  return (
    <ul className="grid gap-1">
      {items.map(({ key, icon: Icon }) => (
        <li key={key}>
          <a
            href="#"
            onClick={(event) => event.preventDefault()}
            data-testid={`menu-link-${key}`}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            <Icon className="size-4 text-slate-500" aria-hidden="true" />
            {t(`menu.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
