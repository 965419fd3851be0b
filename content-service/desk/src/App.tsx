import type { ReactElement } from "react";
import { Admin, Resource } from "react-admin";
import { DESK_KINDS, type DeskKind, type KindName } from "@school/contract/desk/kinds";
import { deskAuthProvider } from "./auth/authProvider";
import { isOwner, seesAdminScreens } from "./auth/roles";
import { Dashboard } from "./dashboard/Dashboard";
import { LoginPage } from "./auth/LoginPage";
import { deskDataProvider } from "./data/dataProvider";
import { i18nProvider } from "./i18n";
import { DeskLayout } from "./layout/DeskLayout";
import { DeskNotification } from "./layout/DeskNotification";
import { deskTheme } from "./layout/theme";
import { KIND_ICONS } from "./kindIcons";
import { KIND_SCREENS } from "./kindScreens";
import { DeskNotFound } from "./notFound/DeskNotFound";
import { accountResource } from "./resources/account/accountResource";
import { AuditList } from "./resources/audit/AuditList";
import { AuditShow } from "./resources/audit/AuditShow";
import { formResource } from "./resources/formResource";
import { schoolsResource } from "./resources/schools/schoolsResource";
import { staffResource } from "./resources/staff/staffResource";
import { submissionsResource } from "./resources/submissions/submissionsResource";
import type { OwnScreensKind } from "./screens";

const dataProvider = deskDataProvider();
const authProvider = deskAuthProvider();

/** The kinds whose screens are their own, each from its folder. */
const OWN_RESOURCES: { [K in OwnScreensKind]: (kind: DeskKind) => ReactElement } = {
  submissions: submissionsResource,
};
const hasOwnScreens = (name: KindName): name is OwnScreensKind => name in OWN_RESOURCES;

/** A kind's menu entry and screens: its own, or the generic forms its screen sets out (resources/<kind>/). */
function kindResource(kind: DeskKind) {
  const name = kind.name;
  return hasOwnScreens(name) ? OWN_RESOURCES[name](kind) : formResource(kind, KIND_SCREENS[name]);
}

/** The desk: editors see the kinds they publish; admins also the personal data and the audit log;
 * owners also the schools. */
export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={DeskLayout}
      dashboard={Dashboard}
      catchAll={DeskNotFound}
      notification={DeskNotification}
      theme={deskTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
      title="Content desk"
    >
      {(role: string) => [
        ...DESK_KINDS.filter((kind) => kind.role === "editor" || seesAdminScreens(role)).map(kindResource),
        ...(seesAdminScreens(role)
          ? [
              <Resource
                key="audit"
                name="audit"
                options={{ label: "Audit log" }}
                icon={KIND_ICONS.audit}
                list={AuditList}
                show={AuditShow}
              />,
              staffResource(),
            ]
          : []),
        ...(isOwner(role) ? [schoolsResource()] : []),
        accountResource(),
      ]}
    </Admin>
  );
}
