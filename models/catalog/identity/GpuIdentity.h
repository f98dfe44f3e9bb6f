#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace cg {

/// One canonical accelerator model as stored in `gpu_model` (identity part only).
struct GpuModelIdentity
{
    QString key; ///< vendor-family-variant-memory, e.g. "nvidia-h100-sxm5-80gb"
    QString family; ///< e.g. "h100"; all variants and memory sizes of one product share it
    QString variant; ///< form factor: sxm2/sxm4/sxm5/sxm, pcie, nvl, oam, superchip, server, workstation, chip
    std::optional<double> memoryGb; ///< per accelerator, GB (datasheet); empty when not verified
    int preference = 1; ///< lower wins when a name leaves the variant open (SXM before PCIe)
};

/// One row of `gpu_alias`: a compact spelling (see GpuIdentity::splitName) → a family, optionally
/// with the variant that the spelling implies (e.g. "RTXPRO6000WS" → rtxpro6000, workstation).
struct GpuAliasEntry
{
    QString alias;
    QString family;
    QString variant;
};

/// The parts of a raw accelerator name after normalisation.
struct GpuNameParts
{
    QString compact; ///< upper-case family text without separators, e.g. "RTXA6000"
    std::optional<double> memoryGb; ///< a "80GB"/"80G" token, if any
    QString variantClass; ///< "sxm", "pcie", "nvl", "oam", "server", "workstation" or empty
};

/// The outcome of resolving a raw name. `key` is empty when the name is unmapped.
struct GpuMatch
{
    QString key;
    bool variantAssumed = false; ///< the name did not say SXM/PCIe/...; the preferred variant was taken
    bool memoryFromHint = false; ///< the memory size was chosen from the reported memory, not the name
    bool memoryDiffers = false; ///< the reported or named memory differs from the datasheet by > 6 %
    bool memoryAssumed = false; ///< the name left the memory open (bare "V100") and nothing reported it: the smallest was taken
    QString reason; ///< for an unmapped name: why
};

/**
 * Table-driven accelerator identity (field report CAT-07).
 *
 * A raw name from a price file ("H100_SXM5", "NVIDIA A100-SXM4-40GB", "1x B300 SXM6 262GB",
 * "A40 (graphics mode)") is normalised by splitName(), its compact family text is looked up in
 * the alias table, and the family's models are narrowed by the variant and memory the name
 * states. Where the name leaves the memory open (bare "A100"), the memory reported by the source
 * (GpuInfo, gpuhunt gpu_memory) selects among the family's sizes; 40 GB and 80 GB parts never
 * merge. Where the name leaves the variant open (bare "H100"), a hint in the instance type
 * ("pcie", "sxm") decides, else the family's preferred variant is taken and flagged.
 * Unknown names and names that fit no model stay unmapped: never guessed, never dropped.
 */
class GpuIdentity final
{
public:
    void addModel(const GpuModelIdentity &model);
    void addAlias(const GpuAliasEntry &alias);
    bool isEmpty() const { return m_models.isEmpty(); }
    const GpuModelIdentity *model(const QString &key) const;

    /// Normalises a raw name: upper-case; parenthesised text, a leading "8x " count, vendor words
    /// (NVIDIA, AMD, Intel, Habana, GeForce, Tesla, Quadro, Instinct) and memory-type words
    /// (HBM2/2e/3/3e, GDDR6/6X/7) removed; memory and variant tokens split off.
    static GpuNameParts splitName(const QString &raw);

    /// The variant class ("sxm", "pcie", "nvl", ...) named by a token of free text such as an
    /// instance type ("gpu_1x_h100_pcie"), or empty. Cheap: no regular expression.
    static QString variantClassInText(const QString &text);

    /// The models a user's GPU filter names: a model key ("nvidia-h100-sxm5-80gb"), or a name
    /// read like a source's ("H100" = every H100 variant, "A100 80GB" = both 80 GB A100s, "A10" =
    /// the A10 only, never the A100). Empty when the text names no known model.
    QSet<QString> modelsNamed(const QString &filter) const;

    /**
     * Resolves a raw accelerator name.
     * @param raw                 name as written in the source
     * @param instanceHint        instance type or other text that may name the variant (e.g. "gpu_1x_h100_pcie")
     * @param reportedMemoryGb    memory per accelerator reported by the source, GB (a hint only)
     * @param reportedTotalGb     memory the source reports, which may be the instance total, GB
     * @param count               accelerators in the instance (to recognise a total reported as per-GPU)
     */
    GpuMatch resolve(const QString &raw, const QString &instanceHint = {}, std::optional<double> reportedMemoryGb = std::nullopt,
        std::optional<double> count = std::nullopt) const;

private:
    QHash<QString, GpuModelIdentity> m_models; // by key
    QHash<QString, QList<QString>> m_familyModels; // family → keys
    QHash<QString, GpuAliasEntry> m_aliases; // compact alias → entry
};

} // namespace cg
