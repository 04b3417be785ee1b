// The stylesheets of the content components, for every page (their HTML is in the page content).
// Imported after the global sheets, in the same order in gatsby-browser.tsx and Layout.tsx.
import './Badge/Badge.module.css';
import './Deprecated/Deprecated.module.css';
import './Tabs/Tabs.module.css';
import './PackageManagers/PackageManagers.module.css';
import './VersionMark/VersionMark.module.css';
import './ReaderVersion/ReaderVersion.module.css';
import './ReleaseRange/ReleaseRange.module.css';
import './ReleaseSelect/ReleaseSelect.module.css';
import './ConfigChecker/ConfigChecker.module.css';
