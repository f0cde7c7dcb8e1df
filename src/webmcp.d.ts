/**
 * The attributes of declarative WebMCP tools (a form is a tool, its inputs its parameters), which
 * Chromium reads and Astro's HTML types do not know yet. See src/pages/ask.astro.
 */
declare namespace astroHTML.JSX {
  interface FormHTMLAttributes {
    /** The tool's name. */
    toolname?: string;
    /** What the tool does, for the agent. */
    tooldescription?: string;
    /** Submit the form when an agent calls the tool, without the person clicking. */
    toolautosubmit?: boolean;
  }
  interface InputHTMLAttributes {
    /** The parameter's title. */
    toolparamtitle?: string;
    /** What the parameter means, for the agent. */
    toolparamdescription?: string;
  }
}
