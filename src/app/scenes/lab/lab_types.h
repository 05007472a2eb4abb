/* The Lab's small public types, kept below lab.h so the scene's own files can share them
 * without including the scene's header. */
#pragma once

typedef enum LabPhase {
    LAB_PHASE_NONE,     /* nothing juggled */
    LAB_PHASE_CASCADE,  /* the ground pattern before the way in */
    LAB_PHASE_ENTRY,    /* the throws from the cascade into the pattern */
    LAB_PHASE_PATTERN,
    LAB_PHASE_EXIT,     /* the throws back out to the cascade */
} LabPhase;

#define LAB_FACT_LINES 4
