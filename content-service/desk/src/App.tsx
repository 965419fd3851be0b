import { Admin, Resource } from "react-admin";
import { DESK_KINDS, type DeskKind } from "../../src/desk/kinds";
import { deskAuthProvider } from "./auth/authProvider";
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
import { KindCreate } from "./resources/KindCreate";
import { KindEdit } from "./resources/KindEdit";
import { KindList } from "./resources/KindList";
import { staffResource } from "./resources/staff/staffResource";
import { SubmissionList } from "./resources/submissions/SubmissionList";
import { SubmissionShow } from "./resources/submissions/SubmissionShow";

const dataProvider = deskDataProvider();
const authProvider = deskAuthProvider();

function kindResource(kind: DeskKind) {
  if (kind.name === "submissions") {
    return (
      <Resource
        key={kind.name}
        name={kind.name}
        options={{ label: kind.label }}
        icon={KIND_ICONS[kind.name]}
        list={SubmissionList}
        show={SubmissionShow}
        recordRepresentation="name"
      />
    );
  }
  const screen = KIND_SCREENS[kind.name];
  return (
    <Resource
      key={kind.name}
      name={kind.name}
      options={{ label: kind.label }}
      icon={KIND_ICONS[kind.name]}
      list={<KindList kind={kind} screen={screen} />}
      edit={<KindEdit kind={kind} screen={screen} />}
      create={<KindCreate kind={kind} screen={screen} />}
      recordRepresentation={screen.titleField}
    />
  );
}

/** The desk: editors see the kinds they publish; admins also the personal data and the audit log. */
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
        ...DESK_KINDS.filter((kind) => kind.role === "editor" || role === "admin").map(kindResource),
        ...(role === "admin"
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
        accountResource(),
      ]}
    </Admin>
  );
}
