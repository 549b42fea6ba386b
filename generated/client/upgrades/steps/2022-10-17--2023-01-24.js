/* generated from specs/changes/2023-01-24.yaml by revforge - do not edit */
export const step = {
  from: "2022-10-17",
  to: "2023-01-24",
  lifecycle: { revision: "2023-01-24", status: "deprecated", endOfSupport: "2025-01-24" },
  changes: {
    MoveTemplateRenderAndCloneToTopLevelPaths: {
      revision: "2023-01-24",
      shimmed: true,
      catalog: "2023-01-24-template-render-clone-paths",
      reason: "The new paths take no template id and the document shows neither request body; JSON:API names the resource an operation acts on in the primary data, so the id goes to `data.id`. A body without a single `data` resource object has no place for it.",
      manualStep: "Send the template as the body's `data` resource object (`{ data: { type, id, ... } }`), or call the newer revision's Create Template Render / Create Template Clone.",
    },
  },
  operations: {
    create_template_clone: {
      descriptor: {
        id: "create_template_clone",
        method: "POST",
        path: "/api/template-clone/",
        auth: "api",
        body: "json",
      },
      request: [
        {
          op: "fail",
          when: "notObject",
          at: ["body", "data"],
          change: "MoveTemplateRenderAndCloneToTopLevelPaths",
        },
        {
          op: "move",
          each: [],
          from: ["path", "id"],
          to: ["body", "data", "id"],
          change: "MoveTemplateRenderAndCloneToTopLevelPaths",
        },
      ],
    },
    create_template_render: {
      descriptor: {
        id: "create_template_render",
        method: "POST",
        path: "/api/template-render/",
        auth: "api",
        body: "json",
      },
      request: [
        {
          op: "fail",
          when: "notObject",
          at: ["body", "data"],
          change: "MoveTemplateRenderAndCloneToTopLevelPaths",
        },
        {
          op: "move",
          each: [],
          from: ["path", "id"],
          to: ["body", "data", "id"],
          change: "MoveTemplateRenderAndCloneToTopLevelPaths",
        },
      ],
    },
  },
};
